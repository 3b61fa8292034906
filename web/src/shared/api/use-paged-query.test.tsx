import type { Paged } from '@casino/contracts/core/envelope';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { nextPageNumber, usePagedQuery } from './use-paged-query';

function page(number: number, content: string[], last: boolean): Paged<string> {
  return { content, number, size: 2, totalElements: 5, last };
}

describe('nextPageNumber', () => {
  it('is number + 1 unless the page is the last', () => {
    expect(nextPageNumber(page(1, ['a', 'b'], false))).toBe(2);
    expect(nextPageNumber(page(3, ['e'], true))).toBeUndefined();
  });
});

describe('usePagedQuery', () => {
  it('starts at page 1, appends pages and stops after the last', async () => {
    const pages = [page(1, ['a', 'b'], false), page(2, ['c', 'd'], false), page(3, ['e'], true)];
    const fetchPage = vi.fn(async (pageNum: number) => pages[pageNum - 1] as Paged<string>);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePagedQuery({ queryKey: ['letters'], fetchPage }), { wrapper });

    await waitFor(() => expect(result.current.items).toEqual(['a', 'b']));
    expect(result.current.hasMore).toBe(true);
    expect(result.current.totalElements).toBe(5);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(['a', 'b', 'c', 'd']));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(['a', 'b', 'c', 'd', 'e']));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    expect(fetchPage.mock.calls.map(([pageNum]) => pageNum)).toEqual([1, 2, 3]);
  });

  it('is loading, not empty, while offline: the list waits for the network', async () => {
    onlineManager.setOnline(false);
    try {
      const fetchPage = vi.fn(async () => page(1, ['a'], true));
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      );
      const { result } = renderHook(() => usePagedQuery({ queryKey: ['offline'], fetchPage }), { wrapper });
      await waitFor(() => expect(result.current.query.fetchStatus).toBe('paused'));
      expect(result.current.isLoading).toBe(true);
      expect(fetchPage).not.toHaveBeenCalled();
      act(() => onlineManager.setOnline(true));
      await waitFor(() => expect(result.current.items).toEqual(['a']));
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
