import type { Country } from '@casino/contracts/entities/reference';
import { Flag } from '@casino/contracts/enums';
import { endpoints } from '@casino/contracts/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** Countries offered for the billing address, by English name. */
export function getCountries(): Promise<Country[]> {
  return apiClient.call(endpoints.countryListAll, { status: Flag.ON, enName_0: 'ASC' });
}

export function getCountriesQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'countries'] as const,
    queryFn: getCountries,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCountries() {
  return useQuery(getCountriesQueryOptions());
}
