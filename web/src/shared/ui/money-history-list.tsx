import { ListRules } from '@casino/contracts/core/lists';
import { type ReactNode, useRef } from 'react';
import type { ListFailure } from '../api/use-paged-query';
import { useReportListError } from '../hooks/use-report-list-error';
import { InfiniteList } from './infinite-list';
import '../styles/money-screens.css';

/** What a paged hook (`useFreshPagedQuery`) gives a list. */
export interface PagedListSource<T> {
  query: { error: Error | null };
  items: readonly T[];
  hasMore: boolean;
  isLoading: boolean;
  failure: ListFailure | null;
  loadMore: () => void;
}

export interface MoneyHistoryListProps<T> {
  list: PagedListSource<T>;
  /** How spec 02 §8 tells this list's failure, besides the failed-load state in the list. */
  report: 'alert' | 'serverBusyToast';
  label: string;
  emptyText: string;
  noMoreText?: string;
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

/**
 * The scrolling body of the money history pop-ups (cash-outs, transactions): an endless list
 * that loads within the spec's 30 px, tells a failure the spec's way, and shows Retry in the
 * list, keeping the rows already loaded when a later page fails.
 */
export function MoneyHistoryList<T>({
  list,
  report,
  label,
  emptyText,
  noMoreText,
  getKey,
  renderItem,
}: MoneyHistoryListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  useReportListError(list.query.error, report);
  return (
    <div ref={scrollRef} className="wallet-scroll">
      <InfiniteList
        items={list.items}
        getKey={getKey}
        hasMore={list.hasMore}
        isLoading={list.isLoading}
        onLoadMore={list.loadMore}
        failure={list.failure}
        threshold={ListRules.LOAD_MORE_WITHIN_PX}
        scrollContainerRef={scrollRef}
        label={label}
        emptyState={<p className="wallet-empty">{emptyText}</p>}
        noMoreText={noMoreText}
        renderItem={renderItem}
      />
    </div>
  );
}
