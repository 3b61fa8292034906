import { gamesEndpoints } from '@casino/contracts/games/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** The ticker loads quietly: it is a side show, never worth the loading overlay. */
export function getLatestWins() {
  return apiClient.call(gamesEndpoints.latestWins, {}, { indicator: false });
}

export function getLatestWinsQueryOptions() {
  return queryOptions({
    queryKey: ['games', 'latestWins'] as const,
    queryFn: getLatestWins,
    staleTime: 60_000,
  });
}

export function useLatestWins() {
  return useQuery(getLatestWinsQueryOptions());
}
