import { referenceEndpoints } from '@casino/contracts/endpoints/reference';
import type { State } from '@casino/contracts/entities/reference';
import { Flag } from '@casino/contracts/enums';
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
