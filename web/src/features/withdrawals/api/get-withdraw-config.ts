import { withdrawalEndpoints } from '@casino/contracts/withdrawals/endpoints';
import type { WithdrawConfig } from '@casino/contracts/withdrawals/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** Silent: spec 02 §8 shows a config failure as an alert with the server message, not a toast. */
export function getWithdrawConfig(): Promise<WithdrawConfig> {
  return apiClient.call(withdrawalEndpoints.withdrawConfig, {}, { silent: true });
}

export function getWithdrawConfigQueryOptions() {
  return queryOptions({
    queryKey: ['withdrawals', 'withdraw-config'] as const,
    queryFn: getWithdrawConfig,
    // maxDepositAmount changes with every deposit: ask again each time the cash-out opens.
    staleTime: 0,
  });
}

export function useWithdrawConfig() {
  return useQuery(getWithdrawConfigQueryOptions());
}
