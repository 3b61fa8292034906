import { withdrawalEndpoints } from '@casino/contracts/withdrawals/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { getNewsQueryKey } from '../../../shared/api/news-query-key';
import { getTransactionsQueryKey } from '../../../shared/api/transactions-query-key';
import { getWithdrawalsQueryOptions } from './get-withdrawals';

/** Silent: a refusal is shown as an alert with the server message (spec 02 §8). */
export function cancelWithdrawal(id: number) {
  return apiClient.call(withdrawalEndpoints.withdrawCancel, { id }, { silent: true });
}

export function useCancelWithdrawal(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    // A cancel also writes a message (the withdrawal's new status).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getWithdrawalsQueryOptions(memberId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getTransactionsQueryKey(memberId) }),
        queryClient.invalidateQueries({ queryKey: getNewsQueryKey(memberId) }),
      ]),
  });
}
