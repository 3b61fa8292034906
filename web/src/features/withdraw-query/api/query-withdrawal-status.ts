import {
  type WithdrawQueryRequest,
  type WithdrawQueryResult,
  withdrawQueryEndpoints,
} from '@casino/contracts/withdrawals/query-endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/**
 * Looks one withdrawal up without a session (our call: see docs/deviations.md). A mutation, not
 * a query: it carries a password and must run only when the visitor asks, never from a cache.
 */
export function queryWithdrawalStatus(request: WithdrawQueryRequest): Promise<WithdrawQueryResult> {
  return apiClient.call(withdrawQueryEndpoints.withdrawQueryStatus, request);
}

export function useQueryWithdrawalStatus() {
  return useMutation({ mutationFn: queryWithdrawalStatus });
}
