import { queryOptions, useQuery } from '@tanstack/react-query';
import { controlCall } from './control-client';
import { CONTROL_PANEL_KEY } from './control-query-keys';

/** A member as the control plane shows it (balances in major units). */
export interface ControlMember {
  id: number;
  username: string;
  enabled: boolean | number;
  credited: boolean | number;
  blocked: boolean | number;
  cashBalance: number;
  bonusBalance: number;
  rollingAmount: number;
}

export interface MemberChanges {
  blocked?: boolean;
  enabled?: boolean;
  credited?: boolean;
  rollingAmount?: number;
  cashBalance?: number;
  bonusBalance?: number;
}

export const getMember = (username: string) =>
  controlCall<ControlMember>('GET', `/members/${encodeURIComponent(username)}`);

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

/** Flags and balances; balances are targets the simulator posts to the ledger. */
export const patchMember = (username: string, changes: MemberChanges) =>
  controlCall<ControlMember>('PATCH', `/members/${encodeURIComponent(username)}`, changes);
