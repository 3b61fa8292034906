import { Flag } from '@casino/contracts/core/enums';
import { referenceEndpoints } from '@casino/contracts/reference/endpoints';
import type { State } from '@casino/contracts/reference/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** The enabled states of one country, by name (a state depends on the country, spec 01 §4). */
export function getStates(countryIsoCode2: string): Promise<State[]> {
  return apiClient.call(referenceEndpoints.stateListAll, {
    countryIsoCode2,
    enabled: Flag.ON,
    name_0: 'ASC',
  });
}

export function getStatesQueryOptions(countryIsoCode2: string) {
  return queryOptions({
    queryKey: ['reference', 'states', countryIsoCode2] as const,
    queryFn: () => getStates(countryIsoCode2),
    staleTime: Number.POSITIVE_INFINITY,
    // Asks only once a country is chosen.
    enabled: countryIsoCode2 !== '',
  });
}

export function useStates(countryIsoCode2: string) {
  return useQuery(getStatesQueryOptions(countryIsoCode2));
}
