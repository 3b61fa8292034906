import { ApiError } from '@casino/contracts/core/client';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { onlineManager, type Query, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getAccessPolicyQueryOptions } from '../features/access/api/get-access-policy';
import { accountDisabledEvents, signedOutEvents } from '../shared/api/signed-out-events';
import { i18n } from '../shared/i18n/i18n';
import { getSessionUserQueryOptions } from '../shared/session/api/get-session-user';
import { reloadSessionUser } from '../shared/session/api/refresh-session';

const MAX_NETWORK_RETRIES = 2;

/**
 * An envelope error is the server's answer: asking again gives the same answer, so only network
 * failures (-1) are retried, a couple of times.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError)
    return error.code === ApiErrorCode.NETWORK_FAILURE && failureCount < MAX_NETWORK_RETRIES;
  return false;
}

/**
 * Back online, what is on screen is read again whatever its age: money may have moved while the
 * player could not see it. Not what was read once on purpose and answered (`staleTime: Infinity`:
 * a game's launch address, which would restart the game; an activation code, which works once;
 * the member, which use-session-freshness.ts reads again itself); such a read that failed is
 * asked again.
 */
export function refetchOnReconnect(query: Query): boolean | 'always' {
  const readOnce = query.observers.some(({ options }) => options.staleTime === Number.POSITIVE_INFINITY);
  return readOnce && query.state.status === 'success' ? false : 'always';
}

export function createAppQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 30_000,
        refetchOnReconnect,
        // Back in view, what is on screen and older than its staleTime is read again.
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
  // React Query takes the network for there until the browser's first `offline` event, which a
  // page opened offline (from the service worker's copy) never gets: it would never hear the
  // network come back either. From the browser, then: offline, queries wait for the network.
  onlineManager.setOnline(navigator.onLine !== false);
  // Except the two answers the app waits on before it draws (the access gate, the route guard):
  // offline they fail at once (no toast: api-client.ts), so the app shows, and are asked again
  // when the network or the tab comes back (above). A failed member is not asked again by every
  // screen that mounts: each would put the route guard back on its loading state, unmount the
  // page and mount it again, round and round.
  for (const { queryKey } of [getAccessPolicyQueryOptions(), getSessionUserQueryOptions()])
    queryClient.setQueryDefaults(queryKey, { networkMode: 'always', retryOnMount: false });
  return queryClient;
}

/** Drops the cached user when any call answers "not signed in", so the shell shows a visitor. */
function useSignedOutSync(queryClient: QueryClient): void {
  useEffect(
    () =>
      signedOutEvents.subscribe(() => queryClient.setQueryData(getSessionUserQueryOptions().queryKey, null)),
    [queryClient],
  );
}

/**
 * A member call answered that the member is disabled (decision 035): token info is asked once,
 * and its enabled 0 clears the token and reloads (spec 01 section 4). Calls refused together
 * share that one check.
 */
function useDisabledAccountCheck(queryClient: QueryClient): void {
  useEffect(() => {
    let checking = false;
    return accountDisabledEvents.subscribe(() => {
      if (checking) return;
      checking = true;
      reloadSessionUser(queryClient)
        .catch(() => null)
        .finally(() => {
          checking = false;
        });
    });
  }, [queryClient]);
}

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client so that each test starts with an empty cache. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient: givenClient }: AppProvidersProps) {
  const [queryClient] = useState(() => givenClient ?? createAppQueryClient());
  useSignedOutSync(queryClient);
  useDisabledAccountCheck(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
