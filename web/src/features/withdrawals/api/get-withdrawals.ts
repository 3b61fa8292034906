import { ListRules } from '@casino/contracts/core/lists';
import { withdrawalEndpoints } from '@casino/contracts/withdrawals/endpoints';
import type { WithdrawalRecord } from '@casino/contracts/withdrawals/schemas';
import { apiClient } from '../../../shared/api/api-client';
import { useFreshPagedQuery } from '../../../shared/api/use-fresh-paged-query';
import { pagedQueryOptions } from '../../../shared/api/use-paged-query';

/** Silent: spec 02 §8 shows history failures as an alert with the server message. */
export function getWithdrawalsPage(memberId: number, pageNum: number, signal?: AbortSignal) {
  return apiClient.call(
    withdrawalEndpoints.withdrawListPage,
    { memberId, pageNum, pageSize: ListRules.PAGE_SIZE, createTime_0: 'DESC' },
    { silent: true, signal },
  );
}

function withdrawalsConfig(memberId: number) {
  return {
    queryKey: ['withdrawals', 'list', memberId] as const,
    fetchPage: (pageNum: number, signal: AbortSignal) => getWithdrawalsPage(memberId, pageNum, signal),
  };
}

export function getWithdrawalsQueryOptions(memberId: number) {
  return pagedQueryOptions<WithdrawalRecord, readonly ['withdrawals', 'list', number]>(
    withdrawalsConfig(memberId),
  );
}

/**
 * The list as `usePagedQuery` gives it, but read afresh each time the history opens: statuses
 * move on the server's clock, so a cached page would show a stale status.
 */
export function useWithdrawals(memberId: number) {
  return useFreshPagedQuery(getWithdrawalsQueryOptions(memberId));
}
