import type { Currency } from '@casino/contracts/entities/reference';
import { Flag } from '@casino/contracts/enums';
import { endpoints } from '@casino/contracts/registry';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** Currencies with their rate against USD (units per dollar), for the purchase event in USD. */
export function getCurrencies(): Promise<Currency[]> {
  return apiClient.call(
    endpoints.currencyListAll,
    { enabled: Flag.ON, exchangeRate_0: 'ASC' },
    { indicator: false },
  );
}

export function getCurrenciesQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'currencies'] as const,
    queryFn: getCurrencies,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
