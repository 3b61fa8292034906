import { ListRules } from '@casino/contracts/core/lists';
import { useRef } from 'react';
import { useReportListError } from '../hooks/use-report-list-error';
import { InfiniteList, type InfiniteListProps, type PagedList } from './infinite-list';
import '../styles/money-screens.css';

/** What a paged hook (`useFreshPagedQuery`) gives a list. */
export interface PagedListSource<T> extends PagedList<T> {
  query: { error: Error | null };
}

/** The rows as the list draws them: passed on to `InfiniteList` untouched. */
type RowProps<T> = Pick<InfiniteListProps<T>, 'label' | 'noMoreText' | 'getKey' | 'renderItem'>;

export interface MoneyHistoryListProps<T> extends RowProps<T> {
  list: PagedListSource<T>;
  /** How spec 02 §8 tells this list's failure, besides the failed-load state in the list. */
  report: 'alert' | 'serverBusyToast';
  /** Required here: a money history is always named for screen readers. */
  label: string;
  emptyText: string;
}

/**
 * The scrolling body of the money history pop-ups (cash-outs, transactions): an endless list
 * that loads within the spec's 30 px, tells a failure the spec's way, and shows Retry in the
 * list, keeping the rows already loaded when a later page fails.
 */
export function MoneyHistoryList<T>({ list, report, emptyText, ...rows }: MoneyHistoryListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  useReportListError(list.query.error, report);
  return (
    <div ref={scrollRef} className="wallet-scroll">
      <InfiniteList
        {...rows}
        list={list}
        threshold={ListRules.LOAD_MORE_WITHIN_PX}
        scrollContainerRef={scrollRef}
        emptyState={<p className="wallet-empty">{emptyText}</p>}
      />
    </div>
  );
}
