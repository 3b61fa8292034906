import { contentEndpoints } from '@casino/contracts/content/endpoints';
import type { Article } from '@casino/contracts/content/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../../../shared/api/api-client';
import { playerMessage } from '../../../shared/api/player-message';
import { IN_PLAYER_LANGUAGE } from '../../../shared/i18n/queries-in-player-language';
import { toast } from '../../../shared/ui/toast';

export function getArticle(id: number): Promise<Article> {
  return apiClient.call(contentEndpoints.articleGet, { id });
}

export function getArticleQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['content', 'article', id] as const,
    queryFn: () => getArticle(id),
    // Articles change only in the back office: a visit's worth of caching is plenty.
    staleTime: 5 * 60_000,
    meta: IN_PLAYER_LANGUAGE,
  });
}

/** One article; a failure is toasted with the server's message (spec 01 section 8). */
export function useArticle(id: number) {
  const query = useQuery(getArticleQueryOptions(id));
  const { error } = query;
  useEffect(() => {
    if (error) toast.error(playerMessage(error));
  }, [error]);
  return query;
}
