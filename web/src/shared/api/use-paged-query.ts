import type { Paged } from '@casino/contracts/envelope';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryKey,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { useMemo } from 'react';

/** Pages are 1-based, as `pageNum` is sent. */
export const FIRST_PAGE = 1;

/** The backend's paging rule: the page after `number`, unless this one is the last. */
export function nextPageNumber(lastPage: Paged<unknown>): number | undefined {
  return lastPage.last ? undefined : lastPage.number + 1;
}

export interface PagedQueryConfig<TItem, TKey extends QueryKey> {
  queryKey: TKey;
  /** Fetches one page (through the api client) by its 1-based number. */
  fetchPage: (pageNum: number, signal: AbortSignal) => Promise<Paged<TItem>>;
  enabled?: boolean;
}

/**
 * Infinite query options over the paged envelope; a feature's query-options factory returns
 * this, so that mutations invalidate with the same `queryKey`.
 */
export function pagedQueryOptions<TItem, TKey extends QueryKey>({
  queryKey,
  fetchPage,
  enabled,
}: PagedQueryConfig<TItem, TKey>) {
  return infiniteQueryOptions<Paged<TItem>, Error, InfiniteData<Paged<TItem>, number>, TKey, number>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageNumber,
    enabled,
  });
}

/** The items of every loaded page, in order, and what `InfiniteList` needs to ask for more. */
export function usePagedQuery<TItem, TKey extends QueryKey>(config: PagedQueryConfig<TItem, TKey>) {
  const query = useInfiniteQuery(pagedQueryOptions(config));
  const pages = query.data?.pages;
  const items = useMemo(() => (pages ?? []).flatMap((page) => page.content), [pages]);
  return {
    query,
    items,
    totalElements: pages?.at(-1)?.totalElements ?? 0,
    hasMore: query.hasNextPage,
    // isLoading, not isPending: a disabled query is pending for ever but loads nothing.
    isLoading: query.isLoading || query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}
