import { ListRules } from '@casino/contracts/core/lists';
import { type ReactNode, useRef } from 'react';
import { useReportListError } from '../hooks/use-report-list-error';
import { InfiniteList, type PagedList } from './infinite-list';
import '../styles/money-screens.css';

/** What a paged hook (`useFreshPagedQuery`) gives a list. */
export interface PagedListSource<T> extends PagedList<T> {
  query: { error: Error | null };
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
        list={list}
        getKey={getKey}
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
