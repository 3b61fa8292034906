import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getCurrenciesQueryOptions } from '../../../shared/api/reference/get-currencies';
import { refreshSession } from '../../../shared/session/api/refresh-session';
import { type PurchaseReport, reportPurchase } from '../lib/purchase-tracking';

async function reportWithRates(queryClient: QueryClient, report: PurchaseReport): Promise<void> {
  const currencies =
    report.currency === 'USD'
      ? []
      : await queryClient.fetchQuery(getCurrenciesQueryOptions()).catch(() => []);
  reportPurchase(report, currencies);
}

/**
 * What every deposit method does when its order lands (spec 02 §2, §4): the session refresh,
 * which puts the new balance in the top bar, and the purchase event, once per order (decision
 * 033). `report` is null where the amount is not known (a return from another browser). Never
 * rejects: a stale balance or a lost event is not worth an error message.
 */
export function useDepositLanded(): (report: PurchaseReport | null) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (report: PurchaseReport | null) => {
      if (report) void reportWithRates(queryClient, report);
      await refreshSession(queryClient).catch(() => null);
    },
    [queryClient],
  );
}
