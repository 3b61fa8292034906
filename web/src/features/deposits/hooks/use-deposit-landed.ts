import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getCurrenciesQueryOptions } from '../../../shared/api/reference/get-currencies';
import { getTransactionsQueryKey } from '../../../shared/api/transactions-query-key';
import { refreshSession } from '../../../shared/session/api/refresh-session';
import { takeOpenOrder } from '../lib/open-orders';
import { type PurchaseReport, reportPurchase } from '../lib/purchase-tracking';

async function reportWithRates(queryClient: QueryClient, report: PurchaseReport): Promise<void> {
  const currencies =
    report.currency === 'USD'
      ? []
      : await queryClient.fetchQuery(getCurrenciesQueryOptions()).catch(() => []);
  reportPurchase(report, currencies);
}

/**
 * What every deposit method does when its order lands (spec 02 §2, §4): the order is no longer
 * open (decision 065), the session refresh puts the new balance in the top bar, the history
 * shows the new row when next read, and the purchase event goes out once per order (decision
 * 033). `report` is null where the amount is not known (a return from another browser). Never
 * rejects: a stale balance or a lost event is not worth an error message.
 */
export function useDepositLanded(): (report: PurchaseReport | null) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (report: PurchaseReport | null) => {
      if (report) {
        takeOpenOrder(report.orderKey);
        void reportWithRates(queryClient, report);
      }
      const user = await refreshSession(queryClient).catch(() => null);
      if (user) void queryClient.invalidateQueries({ queryKey: getTransactionsQueryKey(user.id) });
    },
    [queryClient],
  );
}
