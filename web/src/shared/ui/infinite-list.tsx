import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface InfiniteListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string | number;
  /** Asked for the next page when the end comes within `threshold` px of the visible area. */
  onLoadMore: () => void;
  hasMore: boolean;
  /** A page is on its way: no second request, a spinner at the end. */
  isLoading: boolean;
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
  className?: string;
}

/**
 * A list that grows as it is scrolled: an IntersectionObserver watches a sentinel after the
 * last item, its root margin stretched down by `threshold`.
 */
export function InfiniteList<T>({
  items,
  renderItem,
  getKey,
  onLoadMore,
  hasMore,
  isLoading,
  threshold = 300,
  scrollContainerRef,
  emptyState,
  noMoreText,
  label,
  className = '',
}: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const sentinelRef = useRef<HTMLDivElement>(null);
  const loadMoreRef = useRef(onLoadMore);
  loadMoreRef.current = onLoadMore;

  // Observed again after every page: if the sentinel is still in reach (a short page), the
  // observer's first report asks for the next one.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || isLoading || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
      },
      { root: scrollContainerRef?.current ?? null, rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, isLoading, threshold, scrollContainerRef, items.length]);

  const empty = items.length === 0 && !hasMore && !isLoading;
  return (
    <div className={`infinite-list ${className}`.trim()}>
      {empty ? (
        emptyState
      ) : (
        <ul className="infinite-list__items" aria-label={label} aria-busy={isLoading || undefined}>
          {items.map((item, index) => (
            <li key={getKey(item, index)} className="infinite-list__item">
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinelRef} className="infinite-list__sentinel" aria-hidden="true" />
      {isLoading && (
        <output className="infinite-list__loading">
          <span className="busy-indicator__spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('ui.loadingMore')}</span>
        </output>
      )}
      {!hasMore && !empty && <p className="infinite-list__end">{noMoreText ?? t('ui.noMore')}</p>}
    </div>
  );
}
