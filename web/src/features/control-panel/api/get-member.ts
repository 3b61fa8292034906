import type { ControlInputOf } from '@casino/contracts/control/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { controlClient } from './control-client';
import { CONTROL_PANEL_KEY } from './control-query-keys';

/** Flags and balances the panel changes (balances are targets the simulator posts to the ledger). */
export type MemberChanges = Omit<ControlInputOf<'changeMember'>, 'idOrUsername'>;

export const getMember = (username: string) => controlClient.call('readMember', { idOrUsername: username });

export function getMemberQueryOptions(username: string | null) {
  return queryOptions({
    queryKey: [CONTROL_PANEL_KEY, 'member', username] as const,
    queryFn: () => getMember(username ?? ''),
    enabled: username !== null,
  });
}

export function useControlMember(username: string | null) {
  return useQuery(getMemberQueryOptions(username));
}

export const patchMember = (username: string, changes: MemberChanges) =>
  controlClient.call('changeMember', { ...changes, idOrUsername: username });
