import { Flag } from '@casino/contracts/core/enums';
import { referenceEndpoints } from '@casino/contracts/reference/endpoints';
import type { Country } from '@casino/contracts/reference/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/**
 * Countries offered (status 1, spec 01 §7), by English name: sign-up's address and the card
 * form's billing address read the same list under one query key.
 */
export function getCountries(): Promise<Country[]> {
  return apiClient.call(referenceEndpoints.countryListAll, { status: Flag.ON, enName_0: 'ASC' });
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
