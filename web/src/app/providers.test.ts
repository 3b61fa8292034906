import { ApiError } from '@casino/contracts/core/client';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { onlineManager, type QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient, refetchOnReconnect, shouldRetryQuery } from './providers';

describe('query retries', () => {
  it('never retries an envelope error: the server gave its answer', () => {
    expect(shouldRetryQuery(0, new ApiError(ApiErrorCode.NOT_SIGNED_IN, 'Please sign in', '/x'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(1103, 'Wrong password', '/x'))).toBe(false);
  });

  it('retries a network failure twice', () => {
    const failure = new ApiError(ApiErrorCode.NETWORK_FAILURE, 'Failed to fetch', '/x');
    expect(shouldRetryQuery(0, failure)).toBe(true);
    expect(shouldRetryQuery(1, failure)).toBe(true);
    expect(shouldRetryQuery(2, failure)).toBe(false);
  });

  it('never retries a mutation: a sign-in or a payment is sent once per tap, even after a network failure', () => {
    expect(createAppQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});

describe('catching up after the network comes back', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  /** A query of `client` with one observer of the given staleTime, in the given state. */
  function observedQuery(staleTime: number, settle: (client: QueryClient, key: string[]) => void) {
    const client = createAppQueryClient();
    const queryKey = ['catch-up', String(staleTime)];
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: () => 'fresh',
      staleTime,
      enabled: false,
    });
    const unsubscribe = observer.subscribe(() => {});
    settle(client, queryKey);
    const query = client.getQueryCache().find({ queryKey });
    if (!query) throw new Error('no query');
    return { query, unsubscribe };
  }

  it('reads again what is on screen, however recently it was read', () => {
    const { query, unsubscribe } = observedQuery(30_000, (client, key) => client.setQueryData(key, 'read'));
    expect(refetchOnReconnect(query)).toBe('always');
    unsubscribe();
  });

  it("leaves what was read once on purpose (a game's launch address, an activation code)", () => {
    const { query, unsubscribe } = observedQuery(Number.POSITIVE_INFINITY, (client, key) =>
      client.setQueryData(key, 'launched'),
    );
    expect(refetchOnReconnect(query)).toBe(false);
    unsubscribe();
  });

  it('asks again for such a read that failed', () => {
    const { query, unsubscribe } = observedQuery(Number.POSITIVE_INFINITY, (_client, _key) => undefined);
    query.setState({ status: 'error', error: new Error('offline') });
    expect(refetchOnReconnect(query)).toBe('always');
    unsubscribe();
  });

  it("takes the browser's word on the network from the start: a page opened offline hears it come back", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    createAppQueryClient();
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('shows the app offline: the access check and the member fail at once instead of waiting', () => {
    const client = createAppQueryClient();
    for (const queryKey of [
      ['access', 'policy'],
      ['session', 'user'],
    ])
      expect(client.getQueryDefaults(queryKey)).toMatchObject({ networkMode: 'always', retryOnMount: false });
  });
});
