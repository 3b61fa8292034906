import { newsEndpoints } from '@casino/contracts/endpoints/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { getNewsListQueryOptions } from './get-news-list';
import { getNewsUnreadCountQueryOptions } from './get-news-unread-count';

export function setNewsRead(id: number): Promise<null> {
  return apiClient.call(newsEndpoints.setNewsStatus, { id });
}

/** Marks an item read; then the list and the unread count refresh (spec 01 section 4). */
export function useSetNewsRead(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNewsRead,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getNewsListQueryOptions(memberId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getNewsUnreadCountQueryOptions(memberId).queryKey }),
      ]),
  });
}
