import type { State } from '@casino/contracts/entities/reference';
import { Flag } from '@casino/contracts/enums';
import { endpoints } from '@casino/contracts/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** The states of one country (the billing state depends on the country). */
export function getStates(countryCode: string): Promise<State[]> {
  return apiClient.call(endpoints.stateListAll, {
    countryIsoCode2: countryCode,
    enabled: Flag.ON,
    name_0: 'ASC',
  });
}

export function getStatesQueryOptions(countryCode: string) {
  return queryOptions({
    queryKey: ['payments', 'states', countryCode] as const,
    queryFn: () => getStates(countryCode),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: countryCode !== '',
  });
}

export function useStates(countryCode: string) {
  return useQuery(getStatesQueryOptions(countryCode));
}
