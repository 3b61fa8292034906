import { gamesEndpoints } from '@casino/contracts/games/endpoints';
import { apiClient } from '../../../shared/api/api-client';
import { usePagedQuery } from '../../../shared/api/use-paged-query';
import { type GameListFilter, gameListQuery } from '../lib/game-lists';

/**
 * One page of a lobby list. Quiet (no loading overlay): the search asks again as the player
 * types, and the list shows its own spinner at the end of the grid.
 */
export function getGameListPage(filter: GameListFilter, pageNum: number) {
  return apiClient.call(
    gamesEndpoints.gameListPage,
    { ...gameListQuery(filter), pageNum },
    { indicator: false },
  );
}

function listConfig(filter: GameListFilter) {
  return {
    queryKey: ['games', 'list', filter.list, filter.search.trim(), filter.vendor] as const,
    fetchPage: (pageNum: number) => getGameListPage(filter, pageNum),
  };
}

export function useGameListPage(filter: GameListFilter) {
  return usePagedQuery(listConfig(filter));
}
