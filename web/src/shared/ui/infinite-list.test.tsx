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
        items={props.items ?? rows}
        getKey={(item) => item}
        renderItem={(item) => <span>{item}</span>}
        onLoadMore={onLoadMore}
        hasMore={props.hasMore}
        isLoading={props.isLoading ?? false}
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
        items={rows}
        getKey={(item) => item}
        renderItem={(item) => item}
        onLoadMore={vi.fn()}
        hasMore={false}
        isLoading={false}
      />,
    );
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(screen.getByText('No more records')).toBeInTheDocument();
  });

  it('shows the empty state when there are no items', () => {
    renderList({ hasMore: false, items: [] });
    expect(screen.getByText('No games')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('No more records')).not.toBeInTheDocument();
  });
});
