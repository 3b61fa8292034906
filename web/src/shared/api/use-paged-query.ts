import type { Paged } from '@casino/contracts/core/envelope';
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

/** A failed load as a list shows it (`InfiniteList`'s `failure`): the error and how to ask again. */
export interface ListFailure {
  error: unknown;
  onRetry: () => void;
  /** The retry is under way. */
  retrying: boolean;
  /** A later page failed (the first ones are loaded); else the first load or a refetch. */
  laterPage: boolean;
}

/**
 * The query's failure, if its last fetch failed: a failed later page is asked for again, a
 * failed first load or refetch is fetched again from the start. The loaded pages stay in `data`
 * either way, so the list keeps its rows.
 */
export function listFailure(query: {
  isError: boolean;
  error: unknown;
  isFetchNextPageError: boolean;
  isFetching: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}): ListFailure | null {
  if (!query.isError) return null;
  return {
    error: query.error,
    retrying: query.isFetching,
    laterPage: query.isFetchNextPageError,
    onRetry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
  };
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
    // isLoading, not isPending: a disabled query is pending for ever but loads nothing. Paused:
    // offline, the list waits for the network (it is not empty).
    isLoading: query.isLoading || query.fetchStatus === 'paused' || query.isFetchingNextPage,
    failure: listFailure(query),
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}
