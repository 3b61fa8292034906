import { newsEndpoints } from '@casino/contracts/news/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { getNewsQueryKey } from '../../../shared/api/news-query-key';

export function setNewsRead(id: number): Promise<null> {
  return apiClient.call(newsEndpoints.setNewsStatus, { id });
}

/** Marks an item read; then the list and the unread count refresh (spec 01 section 4). */
export function useSetNewsRead(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNewsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getNewsQueryKey(memberId) }),
  });
}
