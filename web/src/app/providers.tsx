import { ApiError } from '@casino/contracts/core/client';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
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

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
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
