import { gamesEndpoints } from '@casino/contracts/games/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export function getGameOverview() {
  return apiClient.call(gamesEndpoints.gameOverview, {});
}

/** Home sections; keyed by member so that 'recently played' follows sign-in and sign-out. */
export function getGameOverviewQueryOptions(memberId: number | null) {
  return queryOptions({
    queryKey: ['games', 'overview', memberId] as const,
    queryFn: getGameOverview,
  });
}

export function useGameOverview(memberId: number | null) {
  return useQuery(getGameOverviewQueryOptions(memberId));
}
