import { withdrawalEndpoints } from '@casino/contracts/withdrawals/endpoints';
import type { WithdrawApplication } from '@casino/contracts/withdrawals/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { getNewsQueryKey } from '../../../shared/api/news-query-key';
import { getTransactionsQueryKey } from '../../../shared/api/transactions-query-key';
import { getWithdrawalsQueryOptions } from './get-withdrawals';

/** Silent: a refusal is shown as a warning dialog with the server message (spec 02 §8). */
export function applyWithdrawal(application: WithdrawApplication) {
  return apiClient.call(withdrawalEndpoints.withdrawApply, application, { silent: true });
}

export function useApplyWithdrawal(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyWithdrawal,
    // The history and the ledger (the funds held) both changed, and the server wrote a message.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getWithdrawalsQueryOptions(memberId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getTransactionsQueryKey(memberId) }),
        queryClient.invalidateQueries({ queryKey: getNewsQueryKey(memberId) }),
      ]),
  });
}
