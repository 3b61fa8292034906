import { type FocusEvent, memo, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFailure } from '../api/use-paged-query';
import { ErrorState } from './error-state';
import { useGridLayout, useVirtualRows } from './use-virtual-rows';

/**
 * A paged list as `usePagedQuery` gives it: the items loaded so far and how to ask for more.
 * The list takes it whole, so every endless list reads the same five fields the same way.
 */
export interface PagedList<T> {
  items: readonly T[];
  hasMore: boolean;
  /** A page is on its way: no second request, a spinner at the end. */
  isLoading: boolean;
  /** Asked for the next page when the end comes within `threshold` px of the visible area. */
  loadMore: () => void;
  /**
   * The last load failed (`listFailure`): with nothing loaded the list is the failed-load state;
   * with rows loaded they stay and a Retry for the failed page follows them, and no page is
   * asked for by scrolling until it is pressed (a dead network was once asked in a loop).
   */
  failure?: ListFailure | null;
}

export interface InfiniteListProps<T> {
  list: PagedList<T>;
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string | number;
  /** Distance in px from the bottom that starts loading (the specs use 30, 500 and 1150). */
  threshold?: number;
  /** The scrolling container; the viewport (window scroll) when absent. */
  scrollContainerRef?: RefObject<HTMLElement | null>;
  /** Shown when there are no items and nothing more to load. */
  emptyState?: ReactNode;
  /** Shown after the last item; defaults to the translated "No more records". */
  noMoreText?: ReactNode;
  /** Names the list for screen readers. */
  label?: string;
  /** Every item the server has (the answer's total), told to screen readers as the set size. */
  total?: number;
  /** A row's height (px) until one is measured; the closer, the truer the first scrollbar. */
  estimateRowHeight?: number;
  className?: string;
}

/** `renderItem` with its item type forgotten, for the memoised cell below. */
type AnyRenderItem = (item: unknown, index: number) => ReactNode;

/**
 * One item's content. The list re-renders whenever the drawn rows change (every few scrolled
 * pixels); the items still drawn keep their content untouched (no translation or cover work)
 * as long as the item and `renderItem` are the same: a new page re-renders them once.
 */
const ItemContent = memo(function ItemContent({
  item,
  index,
  renderItem,
}: {
  item: unknown;
  index: number;
  renderItem: AnyRenderItem;
}) {
  return renderItem(item, index);
});

/**
 * A list that grows as it is scrolled and draws only what is near the screen (decision 024):
 * the `<ul>` is as tall as every loaded item, rows near the visible area are placed in it
 * absolutely, in columns its CSS grid decides. An IntersectionObserver watches a sentinel after
 * the list's real end, its root margin stretched down by `threshold`.
 */
export function InfiniteList<T>({
  list: { items, hasMore, isLoading, loadMore: onLoadMore, failure = null },
  renderItem,
  getKey,
  threshold = 300,
  scrollContainerRef,
  emptyState,
  noMoreText,
  label,
  total,
  estimateRowHeight = 72,
  className = '',
}: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const loadMoreRef = useRef(onLoadMore);
  loadMoreRef.current = onLoadMore;
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);

  const { columns, columnGap, rowGap } = useGridLayout(list);
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useVirtualRows({
    rowCount,
    list,
    scrollContainerRef,
    rowGap,
    estimateRowHeight,
    keepRow: focusedIndex === null ? null : Math.floor(focusedIndex / columns),
  });

  // Observed again after every page: if the sentinel is still in reach (a short page), the
  // observer's first report asks for the next one.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || isLoading || failure || typeof IntersectionObserver === 'undefined')
      return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
      },
      { root: scrollContainerRef?.current ?? null, rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, isLoading, failure, threshold, scrollContainerRef, items.length]);

  // The item holding focus stays drawn (tabbing through covers, then scrolling away and back).
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const cell = (event.target as Element).closest<HTMLElement>('[data-item]');
    if (cell) setFocusedIndex(Number(cell.dataset.item));
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedIndex(null);
  };

  const scrollMargin = virtualizer.options.scrollMargin;
  const cellWidth = `(100% - ${(columns - 1) * columnGap}px) / ${columns}`;
  const setSize = total ?? (hasMore ? -1 : items.length);
  const empty = items.length === 0 && !hasMore && !isLoading;
  if (failure && items.length === 0) {
    return (
      <div className={`infinite-list ${className}`.trim()}>
        <ErrorState error={failure.error} onRetry={failure.onRetry} retrying={failure.retrying} />
      </div>
    );
  }
  return (
    <div className={`infinite-list ${className}`.trim()}>
      {empty ? (
        emptyState
      ) : (
        <ul
          ref={setList}
          className="infinite-list__items infinite-list__items--virtual"
          aria-label={label}
          aria-busy={isLoading || undefined}
          style={{ height: virtualizer.getTotalSize() }}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          {virtualizer.getVirtualItems().flatMap((row) => {
            const first = row.index * columns;
            return items.slice(first, first + columns).map((item, column) => {
              const index = first + column;
              return (
                <li
                  key={getKey(item, index)}
                  ref={column === 0 ? virtualizer.measureElement : undefined}
                  // On every cell, not only the measured first one: a cell measured while the
                  // list had fewer columns is still watched by the virtualizer's ResizeObserver
                  // after it moves beside another, and one without its row's index was a console
                  // warning per resize (hundreds on endless lists).
                  data-index={row.index}
                  data-row={row.index}
                  data-item={index}
                  className="infinite-list__item"
                  aria-setsize={setSize}
                  aria-posinset={index + 1}
                  style={{
                    width: columns > 1 ? `calc(${cellWidth})` : '100%',
                    left: columns > 1 ? `calc(${cellWidth} * ${column} + ${column * columnGap}px)` : 0,
                    transform: `translateY(${row.start - scrollMargin}px)`,
                  }}
                >
                  {/* The cast forgets T only for memo's props; the same items come back. */}
                  <ItemContent item={item} index={index} renderItem={renderItem as AnyRenderItem} />
                </li>
              );
            });
          })}
        </ul>
      )}
      <div ref={sentinelRef} className="infinite-list__sentinel" aria-hidden="true" />
      {failure ? (
        <ErrorState
          error={failure.error}
          onRetry={failure.onRetry}
          retrying={failure.retrying}
          title={failure.laterPage ? t('ui.loadMoreFailed') : undefined}
        />
      ) : (
        isLoading && (
          <output className="infinite-list__loading">
            <span className="busy-indicator__spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('ui.loadingMore')}</span>
          </output>
        )
      )}
      {/* Not while a page loads: before the first one arrives the query knows of no next page. */}
      {!hasMore && !empty && !failure && !isLoading && (
        <p className="infinite-list__end">{noMoreText ?? t('ui.noMore')}</p>
      )}
    </div>
  );
}
