import { newsEndpoints } from '@casino/contracts/news/endpoints';
import type { NewsItem } from '@casino/contracts/news/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { getNewsQueryKey } from '../../../shared/api/news-query-key';
import { IN_PLAYER_LANGUAGE } from '../../../shared/i18n/queries-in-player-language';

/** Spec 01 section 9: the news list takes the newest 20. */
export const NEWS_PAGE_SIZE = 20;

export async function getNewsList(memberId: number): Promise<NewsItem[]> {
  const page = await apiClient.call(newsEndpoints.newsListPage, {
    pageNum: 1,
    pageSize: NEWS_PAGE_SIZE,
    createTime_0: 'DESC',
    memberId_EQ: memberId,
  });
  return page.content;
}

export function getNewsListQueryOptions(memberId: number) {
  return queryOptions({
    queryKey: [...getNewsQueryKey(memberId), 'list'] as const,
    queryFn: () => getNewsList(memberId),
    meta: IN_PLAYER_LANGUAGE,
  });
}

/** Read again each time the news opens (see `useNewsUnreadCount`). */
export function useNewsList(memberId: number | undefined) {
  return useQuery({
    ...getNewsListQueryOptions(memberId ?? 0),
    enabled: memberId !== undefined,
    refetchOnMount: 'always',
  });
}
