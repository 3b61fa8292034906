import type { Currency } from '@casino/contracts/entities/reference';
import { endpoints } from '@casino/contracts/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** Currencies a member may hold (spec 01 section 7: exchangeRate_0 ASC, enabled 1). */
export function getCurrencies(): Promise<Currency[]> {
  return apiClient.call(endpoints.currencyListAll, { exchangeRate_0: 'ASC', enabled: 1 });
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
