import { newsEndpoints } from '@casino/contracts/news/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { getNewsQueryKey } from '../../../shared/api/news-query-key';

/** How many news items the member has not read (the drawer's and the news list's badge). */
export function getNewsUnreadCount(memberId: number): Promise<number> {
  return apiClient.call(newsEndpoints.newsUnreadCount, { memberId }, { indicator: false });
}

export function getNewsUnreadCountQueryOptions(memberId: number) {
  return queryOptions({
    queryKey: [...getNewsQueryKey(memberId), 'unread-count'] as const,
    queryFn: () => getNewsUnreadCount(memberId),
  });
}

/**
 * Only asked for a signed-in member (spec 01 section 4: news loads only when logged in); read
 * again each time the drawer or the news opens, as the list is: the server also writes messages
 * on its own (a withdrawal moving on), and a count older than the list contradicted it.
 */
export function useNewsUnreadCount(memberId: number | undefined) {
  return useQuery({
    ...getNewsUnreadCountQueryOptions(memberId ?? 0),
    enabled: memberId !== undefined,
    refetchOnMount: 'always',
  });
}
