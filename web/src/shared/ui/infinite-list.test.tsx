import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import { InfiniteList } from './infinite-list';

/** A stand-in IntersectionObserver whose reports the test sends by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
  static latest(): FakeIntersectionObserver {
    const live = FakeIntersectionObserver.instances.filter((observer) => !observer.disconnected);
    const observer = live.at(-1);
    if (!observer) throw new Error('No live observer');
    return observer;
  }
}

const rows = ['Deposit 50', 'Game win 12'];

describe('InfiniteList', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderList = (
    props: { hasMore: boolean; isLoading?: boolean; items?: string[] },
    onLoadMore = vi.fn(),
  ) =>
    render(
      <InfiniteList
        list={{
          items: props.items ?? rows,
          hasMore: props.hasMore,
          isLoading: props.isLoading ?? false,
          loadMore: onLoadMore,
        }}
        getKey={(item) => item}
        renderItem={(item) => <span>{item}</span>}
        threshold={500}
        label="Transactions"
        emptyState={<p>No games</p>}
      />,
    );

  it('asks for more when the sentinel comes within the threshold', () => {
    const onLoadMore = vi.fn();
    renderList({ hasMore: true }, onLoadMore);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const observer = FakeIntersectionObserver.latest();
    expect(observer.options.rootMargin).toBe('0px 0px 500px 0px');
    act(() => observer.report(false));
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => observer.report(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does not observe while loading, and shows the end text when nothing is left', () => {
    const { rerender } = renderList({ hasMore: true, isLoading: true });
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(screen.getByText('Loading more…')).toBeInTheDocument();
    rerender(
      <InfiniteList
        list={{ items: rows, hasMore: false, isLoading: false, loadMore: vi.fn() }}
        getKey={(item) => item}
        renderItem={(item) => item}
      />,
    );
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(screen.getByText('No more records')).toBeInTheDocument();
  });

  const failing = (items: string[], onRetry = vi.fn(), laterPage = true) =>
    render(
      <InfiniteList
        list={{
          items,
          hasMore: true,
          isLoading: false,
          loadMore: vi.fn(),
          failure: { error: new TypeError('Failed to fetch'), onRetry, retrying: false, laterPage },
        }}
        getKey={(item) => item}
        renderItem={(item) => <span>{item}</span>}
        label="Transactions"
        emptyState={<p>No games</p>}
      />,
    );

  it('keeps the rows after a failed later page, offers Retry and stops asking by scroll', () => {
    const onRetry = vi.fn();
    failing(rows, onRetry);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('The next records could not be loaded.');
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(screen.queryByText('No more records')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('is the failed-load state, not the empty one, when nothing was loaded', () => {
    failing([], vi.fn(), false);
    expect(screen.getByRole('alert')).toHaveTextContent('This could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('No games')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('never says the list is complete while a page is still loading (the first one included)', () => {
    // Before the first page the query knows of no next page: hasMore is false while it loads.
    const { rerender } = renderList({ hasMore: false, isLoading: true, items: [] });
    expect(screen.getByText('Loading more…')).toBeInTheDocument();
    expect(screen.queryByText('No more records')).not.toBeInTheDocument();
    rerender(
      <InfiniteList
        list={{ items: rows, hasMore: false, isLoading: true, loadMore: vi.fn() }}
        getKey={(item) => item}
        renderItem={(item) => item}
      />,
    );
    expect(screen.queryByText('No more records')).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no items', () => {
    renderList({ hasMore: false, items: [] });
    expect(screen.getByText('No games')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('No more records')).not.toBeInTheDocument();
  });
});

describe('InfiniteList drawing only what is near the screen', () => {
  const ROW_HEIGHT = 50;
  const many = Array.from({ length: 1000 }, (_, index) => `Row ${index + 1}`);
  beforeEach(() => {
    // jsdom lays nothing out: every row is 50 px tall and the page is scrolled to the top.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_HEIGHT);
    // The list starts at the top of the page, so it moves up as the page scrolls.
    vi.spyOn(HTMLUListElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => new DOMRect(0, -window.scrollY, 1000, 1000 * ROW_HEIGHT),
    );
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  const renderMany = () =>
    render(
      <InfiniteList
        list={{ items: many, hasMore: true, isLoading: false, loadMore: vi.fn() }}
        getKey={(item) => item}
        renderItem={(item) => <button type="button">{item}</button>}
        total={5000}
        label="Games"
      />,
    );

  it('draws the rows in reach of the viewport, each with its place in the whole set', () => {
    renderMany();
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(10);
    expect(items.length).toBeLessThan(40);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '5000');
    expect(screen.getByRole('list', { name: 'Games' }).style.height).toBe(`${1000 * ROW_HEIGHT}px`);
  });

  it('follows the scroll, and keeps the focused row drawn when it is scrolled away', () => {
    renderMany();
    const first = screen.getByRole('button', { name: 'Row 1' });
    act(() => first.focus());
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 600 * ROW_HEIGHT });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('button', { name: 'Row 601' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Row 100' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Row 1' })).toHaveFocus();
    expect(screen.getAllByRole('listitem').length).toBeLessThan(40);
  });
});

describe('InfiniteList in columns', () => {
  /** A stand-in ResizeObserver: `resizeAll` reports every element each observer watches. */
  class FakeResizeObserver {
    static instances: FakeResizeObserver[] = [];
    readonly targets = new Set<Element>();
    constructor(readonly callback: ResizeObserverCallback) {
      FakeResizeObserver.instances.push(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
    }
    static resizeAll() {
      for (const observer of FakeResizeObserver.instances) {
        const entries = [...observer.targets].map((target) => ({ target }) as ResizeObserverEntry);
        if (entries.length > 0) observer.callback(entries, observer as unknown as ResizeObserver);
      }
    }
  }

  let columns = 1;
  beforeEach(() => {
    FakeResizeObserver.instances = [];
    columns = 1;
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(50);
    // jsdom has no grid layout: the list's columns are what the test says.
    const computed = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => {
      const style = computed(element);
      if (!(element instanceof HTMLUListElement)) return style;
      return Object.assign(Object.create(style), {
        gridTemplateColumns: Array.from({ length: columns }, () => '100px').join(' '),
        columnGap: '20px',
        rowGap: '20px',
      }) as CSSStyleDeclaration;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps every cell measurable when the columns change (no "Missing attribute" warning per cell)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <InfiniteList
        list={{
          items: Array.from({ length: 12 }, (_, index) => `Game ${index + 1}`),
          hasMore: false,
          isLoading: false,
          loadMore: vi.fn(),
        }}
        getKey={(item) => item}
        renderItem={(item) => <span>{item}</span>}
        label="Games"
      />,
    );
    // The stylesheet's columns arrive (a wider screen): cells measured as rows of one move
    // beside each other, and the browser reports their sizes again.
    columns = 4;
    act(() => FakeResizeObserver.resizeAll());
    expect(screen.getAllByRole('listitem')[1]).toHaveStyle({ left: 'calc((100% - 60px) / 4 * 1 + 20px)' });
    act(() => FakeResizeObserver.resizeAll());
    expect(warn).not.toHaveBeenCalled();
  });
});
