import type { Country } from '@casino/contracts/entities/reference';
import { endpoints } from '@casino/contracts/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** Countries offered for sign-up (status 1). */
export function getCountries(): Promise<Country[]> {
  return apiClient.call(endpoints.countryListAll, { status: 1 });
}

export function getCountriesQueryOptions() {
  return queryOptions({
    queryKey: ['reference', 'countries'] as const,
    queryFn: getCountries,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCountries() {
  return useQuery(getCountriesQueryOptions());
}
