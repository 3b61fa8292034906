import type { Paged } from '@casino/contracts/core/envelope';
import {
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { listFailure } from './use-paged-query';

type PagedOptions<TItem, TKey extends QueryKey> = UseInfiniteQueryOptions<
  Paged<TItem>,
  Error,
  InfiniteData<Paged<TItem>, number>,
  TKey,
  number
>;

/**
 * `usePagedQuery`'s answer over a paged query that is fetched again whenever a list mounts
 * (the shared hook keeps the app's 30 s cache, right for catalogues, wrong for money lists).
 */
export function useFreshPagedQuery<TItem, TKey extends QueryKey>(options: PagedOptions<TItem, TKey>) {
  const query = useInfiniteQuery({ ...options, staleTime: 0, refetchOnMount: 'always' });
  const pages = query.data?.pages;
  const items = useMemo(() => (pages ?? []).flatMap((page) => page.content), [pages]);
  return {
    query,
    items,
    hasMore: query.hasNextPage,
    isLoading: query.isLoading || query.isFetchingNextPage,
    failure: listFailure(query),
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}
