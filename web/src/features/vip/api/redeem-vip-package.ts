import { vipEndpoints } from '@casino/contracts/vip/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { getTransactionsQueryKey } from '../../../shared/api/transactions-query-key';

/** Silent: a refusal is a warning dialog with the server message (spec 02 §8). */
export function redeemVipPackage(id: number) {
  return apiClient.call(vipEndpoints.vipStoreRedeem, { id }, { silent: true });
}

export function useRedeemVipPackage(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemVipPackage,
    // The bonus is a REDEEM row of the ledger.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTransactionsQueryKey(memberId) }),
  });
}
