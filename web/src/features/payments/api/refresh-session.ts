import type { SessionUser } from '@casino/contracts/entities/account';
import { endpoints } from '@casino/contracts/registry';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../../../shared/api/api-client';
import { tokenStorage } from '../../../shared/storage/app-storage';
// The session query is the app's one record of the member; payments only refreshes it.
import { getSessionUserQueryOptions } from '../../session/api/get-session-user';

export function refreshToken(): Promise<SessionUser> {
  return apiClient.call(endpoints.tokenRefresh, {}, { indicator: false });
}

/**
 * Spec 02 §4: after a deposit pop-up closes the session (and balance) is refreshed; a member who
 * is no longer enabled loses the token and the page reloads. Failures are quiet: the api client
 * already handles -2, and a stale balance is not worth an error message.
 */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  if (!tokenStorage.get()) return;
  try {
    const user = await refreshToken();
    if (user.enabled === 0) {
      tokenStorage.clear();
      window.location.reload();
      return;
    }
    tokenStorage.set(user.token);
    queryClient.setQueryData(getSessionUserQueryOptions().queryKey, user);
  } catch {
    // Kept quiet on purpose (see above).
  }
}

export function useRefreshSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => refreshSession(queryClient), [queryClient]);
}
