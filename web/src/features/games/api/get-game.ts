import { gamesEndpoints } from '@casino/contracts/games/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export function getGame(id: number) {
  return apiClient.call(gamesEndpoints.gameGet, { id });
}

export function getGameQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['games', 'game', id] as const,
    queryFn: () => getGame(id),
  });
}
