import type { MemberRecord } from '@casino/contracts/auth/schemas';
import { inviteEndpoints } from '@casino/contracts/invites/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export function getMemberRecord(memberId: number): Promise<MemberRecord> {
  return apiClient.call(inviteEndpoints.getMember, { id: memberId });
}

export function getMemberRecordQueryOptions(memberId: number) {
  return queryOptions({
    queryKey: ['content', 'member-record', memberId] as const,
    queryFn: () => getMemberRecord(memberId),
  });
}

/** The member's invited-player count and redeemed tier; waits for a signed-in member. */
export function useMemberRecord(memberId: number | undefined) {
  return useQuery({
    ...getMemberRecordQueryOptions(memberId ?? 0),
    enabled: memberId !== undefined,
  });
}
