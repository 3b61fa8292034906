import { newsEndpoints } from '@casino/contracts/endpoints/news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** How many news items the member has not read (the drawer's and the news list's badge). */
export function getNewsUnreadCount(memberId: number): Promise<number> {
  return apiClient.call(newsEndpoints.newsUnreadCount, { memberId }, { indicator: false });
}

export function getNewsUnreadCountQueryOptions(memberId: number) {
  return queryOptions({
    queryKey: ['news', 'unread-count', memberId] as const,
    queryFn: () => getNewsUnreadCount(memberId),
    staleTime: 60_000,
  });
}

/** Only asked for a signed-in member (spec 01 section 4: news loads only when logged in). */
export function useNewsUnreadCount(memberId: number | undefined) {
  return useQuery({ ...getNewsUnreadCountQueryOptions(memberId ?? 0), enabled: memberId !== undefined });
}
