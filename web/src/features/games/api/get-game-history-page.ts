import { gamesEndpoints } from '@casino/contracts/games/endpoints';
import { apiClient } from '../../../shared/api/api-client';
import { usePagedQuery } from '../../../shared/api/use-paged-query';

/** Spec 01 section 9: game history pages hold 20 rows. */
export const GAME_HISTORY_PAGE_SIZE = 20;

export function getGameHistoryPage(pageNum: number) {
  return apiClient.call(gamesEndpoints.gameHistoryPage, {
    amount_GT: 0,
    createTime_0: 'DESC',
    pageNum,
    pageSize: GAME_HISTORY_PAGE_SIZE,
  });
}

const historyConfig = {
  queryKey: ['games', 'history'] as const,
  fetchPage: (pageNum: number) => getGameHistoryPage(pageNum),
};

export function useGameHistoryPage() {
  return usePagedQuery(historyConfig);
}
