import { Flag } from '@casino/contracts/core/enums';
import { referenceEndpoints } from '@casino/contracts/reference/endpoints';
import type { Currency } from '@casino/contracts/reference/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/**
 * Enabled currencies with their rate against USD (spec 01 §7: exchangeRate_0 ASC, enabled 1):
 * the ones a member may hold at sign-up, and the rates of the purchase event in USD. Without the
 * loading overlay: the deposit result reads it in the background.
 */
export function getCurrencies(): Promise<Currency[]> {
  return apiClient.call(
    referenceEndpoints.currencyListAll,
    { exchangeRate_0: 'ASC', enabled: Flag.ON },
    { indicator: false },
  );
}

export function getCurrenciesQueryOptions() {
  return queryOptions({
    queryKey: ['reference', 'currencies'] as const,
    queryFn: getCurrencies,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCurrencies() {
  return useQuery(getCurrenciesQueryOptions());
}
