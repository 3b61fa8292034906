import type { InviteConfig } from '@casino/contracts/auth/schemas';
import { inviteEndpoints } from '@casino/contracts/invites/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export function getInviteTiers(): Promise<InviteConfig[]> {
  return apiClient.call(inviteEndpoints.inviteConfigListAll, { personCount_0: 'ASC' });
}

export function getInviteTiersQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'invite-tiers'] as const,
    queryFn: getInviteTiers,
  });
}

export function useInviteTiers() {
  return useQuery(getInviteTiersQueryOptions());
}
