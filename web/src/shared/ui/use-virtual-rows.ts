import {
  observeElementRect,
  type Range,
  useVirtualizer,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Rows drawn beyond each edge of the visible area, so a fast flick rarely shows a gap. */
const OVERSCAN_ROWS = 3;

export interface GridLayout {
  /** Columns of the list's CSS grid (1 for a plain list): CSS decides, JavaScript follows. */
  columns: number;
  columnGap: number;
  rowGap: number;
}

const SINGLE_COLUMN: GridLayout = { columns: 1, columnGap: 0, rowGap: 0 };

/**
 * Reads the column count and gaps the list's stylesheet gives it (media queries included), and
 * again whenever the list changes size. `grid-template-columns` computes to one length per track.
 */
export function useGridLayout(list: HTMLElement | null): GridLayout {
  const [layout, setLayout] = useState<GridLayout>(SINGLE_COLUMN);
  useLayoutEffect(() => {
    if (!list) return undefined;
    const read = () => {
      const style = getComputedStyle(list);
      const tracks = style.gridTemplateColumns?.trim() ?? '';
      const columns = tracks && tracks !== 'none' ? Math.max(tracks.split(/\s+/).length, 1) : 1;
      const next = {
        columns,
        columnGap: Number.parseFloat(style.columnGap) || 0,
        rowGap: Number.parseFloat(style.rowGap) || 0,
      };
      setLayout((previous) =>
        previous.columns === next.columns &&
        previous.columnGap === next.columnGap &&
        previous.rowGap === next.rowGap
          ? previous
          : next,
      );
    };
    read();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(read);
    observer.observe(list);
    return () => observer.disconnect();
  }, [list]);
  return layout;
}

/**
 * Where the list starts inside what scrolls (the page or a pop-up's body): the virtualizer's
 * `scrollMargin`. Read when the list's row count changes and whenever what scrolls changes size
 * (content above the list arriving late moves it down); not on every scrolled render, where the
 * read would force a layout each time (scrolling does not move the list inside what scrolls).
 */
function useListOffset(
  list: HTMLElement | null,
  scrollContainerRef: RefObject<HTMLElement | null> | undefined,
  rowCount: number,
): number {
  const [offset, setOffset] = useState(0);
  const read = useCallback(() => {
    if (!list) return;
    const container = scrollContainerRef?.current ?? null;
    const top = list.getBoundingClientRect().top;
    const next = container
      ? top - container.getBoundingClientRect().top - container.clientTop + container.scrollTop
      : top + window.scrollY;
    setOffset((previous) => (Math.abs(previous - next) < 1 ? previous : Math.round(next)));
  }, [list, scrollContainerRef]);
  // Read again when the row count changes (a page came in, the columns changed).
  useLayoutEffect(read, [read, rowCount]);
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => read());
    const container = scrollContainerRef?.current;
    if (container) for (const child of Array.from(container.children)) observer.observe(child);
    else observer.observe(document.body);
    return () => observer.disconnect();
  }, [read, scrollContainerRef]);
  return offset;
}

/**
 * A pop-up's body not laid out yet (or a test's DOM, which has no layout) reports height 0, and
 * the virtualizer would draw nothing: the window's height stands in until the real one comes.
 */
const observeContainerRect: typeof observeElementRect = (instance, callback) =>
  observeElementRect(instance, (rect) =>
    callback(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }),
  );

export interface VirtualRowsOptions {
  rowCount: number;
  /** The list element (null until it is drawn). */
  list: HTMLElement | null;
  scrollContainerRef?: RefObject<HTMLElement | null>;
  rowGap: number;
  /** A row's height before any was measured (px). */
  estimateRowHeight: number;
  /** The row holding keyboard focus: drawn even when scrolled away, so focus is never lost. */
  keepRow: number | null;
}

/**
 * The virtualizer over the list's rows: the page's scroll (window) or the pop-up body's. Rows
 * are measured as drawn (the tallest cell of the row); rows not yet drawn count as the last
 * measured one, so the list's height (and the "load more" distance from its end) stays true.
 */
export function useVirtualRows({
  rowCount,
  list,
  scrollContainerRef,
  rowGap,
  estimateRowHeight,
  keepRow,
}: VirtualRowsOptions): Virtualizer<Element | Window, HTMLElement> {
  const scrollMargin = useListOffset(list, scrollContainerRef, rowCount);
  const lastMeasured = useRef<number | null>(null);
  const estimateSize = useCallback(() => lastMeasured.current ?? estimateRowHeight, [estimateRowHeight]);
  const measureElement = useCallback((element: Element) => {
    const row = element.getAttribute('data-index');
    const cells = element.parentElement?.querySelectorAll<HTMLElement>(`[data-row="${row}"]`) ?? [];
    let height = (element as HTMLElement).offsetHeight;
    for (const cell of Array.from(cells)) height = Math.max(height, cell.offsetHeight);
    if (height > 0) lastMeasured.current = height;
    return height;
  }, []);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const start = Math.max(range.startIndex - range.overscan, 0);
      const end = Math.min(range.endIndex + range.overscan, range.count - 1);
      const rows: number[] = [];
      if (keepRow !== null && keepRow < start && keepRow < range.count) rows.push(keepRow);
      for (let row = start; row <= end; row++) rows.push(row);
      if (keepRow !== null && keepRow > end && keepRow < range.count) rows.push(keepRow);
      return rows;
    },
    [keepRow],
  );
  const shared = {
    count: rowCount,
    estimateSize,
    measureElement,
    rangeExtractor,
    overscan: OVERSCAN_ROWS,
    gap: rowGap,
    scrollMargin,
  };
  // One hook per kind of scroller, called conditionally on purpose: whether a list has a scroll
  // container never changes while it is mounted, so the hooks' order stays the same.
  const container = scrollContainerRef
    ? useVirtualizer<HTMLElement, HTMLElement>({
        ...shared,
        getScrollElement: () => scrollContainerRef.current,
        observeElementRect: observeContainerRect,
      })
    : null;
  const page = scrollContainerRef ? null : useWindowVirtualizer<HTMLElement>(shared);
  return (container ?? page) as Virtualizer<Element | Window, HTMLElement>;
}
