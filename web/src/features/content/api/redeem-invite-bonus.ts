import type { SessionUser } from '@casino/contracts/entities/account';
import { endpoints } from '@casino/contracts/registry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { tokenStorage } from '../../../shared/storage/app-storage';
import { getSessionUserQueryOptions } from '../../session/api/get-session-user';
import { getInviteTiersQueryOptions } from './get-invite-tiers';
import { getMemberRecordQueryOptions } from './get-member-record';

interface RedeemInviteBonusInput {
  memberId: number;
  inviteConfigId: number;
}

/**
 * Redeems one invite tier, then (spec 01 section 4) refreshes the token – the bonus changed the
 * balance the top bar shows – and reloads the member record and the tiers.
 */
export async function redeemInviteBonus({
  memberId,
  inviteConfigId,
}: RedeemInviteBonusInput): Promise<SessionUser> {
  await apiClient.call(endpoints.receiveInviteBonus, { id: memberId, inviteConfigId });
  return apiClient.call(endpoints.tokenRefresh, {});
}

export function useRedeemInviteBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemInviteBonus,
    onSuccess: async (user, { memberId }) => {
      tokenStorage.set(user.token);
      queryClient.setQueryData(getSessionUserQueryOptions().queryKey, user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getMemberRecordQueryOptions(memberId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getInviteTiersQueryOptions().queryKey }),
      ]);
    },
  });
}
