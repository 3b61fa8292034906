import type { State } from '@casino/contracts/entities/reference';
import { endpoints } from '@casino/contracts/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** The enabled states of one country. */
export function getStates(countryIsoCode2: string): Promise<State[]> {
  return apiClient.call(endpoints.stateListAll, { countryIsoCode2, enabled: 1 });
}

export function getStatesQueryOptions(countryIsoCode2: string) {
  return queryOptions({
    queryKey: ['reference', 'states', countryIsoCode2] as const,
    queryFn: () => getStates(countryIsoCode2),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Asks only once a country is chosen: states depend on it. */
export function useStates(countryIsoCode2: string) {
  return useQuery({ ...getStatesQueryOptions(countryIsoCode2), enabled: countryIsoCode2 !== '' });
}
