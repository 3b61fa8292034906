import { ListRules } from '@casino/contracts/core/lists';
import { transactionEndpoints } from '@casino/contracts/transactions/endpoints';
import type { LedgerTransaction } from '@casino/contracts/transactions/schemas';
import { apiClient } from '../../../shared/api/api-client';
import { getTransactionsQueryKey } from '../../../shared/api/transactions-query-key';
import { useFreshPagedQuery } from '../../../shared/api/use-fresh-paged-query';
import { pagedQueryOptions } from '../../../shared/api/use-paged-query';

/** Silent: spec 02 §8 answers a list failure with the 'server busy' toast, not the server text. */
export function getTransactionsPage(pageNum: number, signal?: AbortSignal) {
  return apiClient.call(
    transactionEndpoints.memberTransactionPage,
    { amount_GT: 0, pageNum, pageSize: ListRules.PAGE_SIZE, createTime_0: 'DESC' },
    { silent: true, signal },
  );
}

/** Read afresh each time the history opens (balances move on every bet). */
export function useTransactions(memberId: number) {
  return useFreshPagedQuery(
    pagedQueryOptions<LedgerTransaction, ReturnType<typeof getTransactionsQueryKey>>({
      queryKey: getTransactionsQueryKey(memberId),
      fetchPage: (pageNum, signal) => getTransactionsPage(pageNum, signal),
    }),
  );
}
