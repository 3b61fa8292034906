import { inviteEndpoints } from '@casino/contracts/invites/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { getNewsQueryKey } from '../../../shared/api/news-query-key';
import { refreshSession } from '../../../shared/session/api/refresh-session';
import { getInviteTiersQueryOptions } from './get-invite-tiers';
import { getMemberRecordQueryOptions } from './get-member-record';

interface RedeemInviteBonusInput {
  memberId: number;
  inviteConfigId: number;
}

/**
 * Redeems one invite tier, then (spec 01 section 4) refreshes the token – the bonus changed the
 * balance the top bar shows – and reloads the member record and the tiers, and the news: the
 * server wrote a message about the reward (the unread count once stayed behind).
 */
export async function redeemInviteBonus({ memberId, inviteConfigId }: RedeemInviteBonusInput): Promise<null> {
  return apiClient.call(inviteEndpoints.receiveInviteBonus, { id: memberId, inviteConfigId });
}

export function useRedeemInviteBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemInviteBonus,
    onSuccess: async (_, { memberId }) => {
      await Promise.all([
        refreshSession(queryClient).catch(() => null),
        queryClient.invalidateQueries({ queryKey: getMemberRecordQueryOptions(memberId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getInviteTiersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getNewsQueryKey(memberId) }),
      ]);
    },
  });
}
