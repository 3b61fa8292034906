import type { SessionUser } from '@casino/contracts/entities/account';
import { endpoints } from '@casino/contracts/registry';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { tokenStorage } from '../../../shared/storage/app-storage';
import { getSessionUserQueryOptions } from './get-session-user';

/** Reloads the page; a seam so that tests can watch it. */
export const pageReloader = { reload: (): void => window.location.reload() };

/**
 * Refreshes the session (balance, VIP points, documents) after money moved, a game closed or a
 * bonus was redeemed. Spec 01 section 4: a member who is no longer enabled loses the token and
 * the page reloads as a visitor's.
 */
export async function refreshSession(queryClient: QueryClient): Promise<SessionUser | null> {
  if (!tokenStorage.get()) return null;
  const user = await apiClient.call(endpoints.tokenRefresh, {});
  if (user.enabled === 0) {
    tokenStorage.clear();
    queryClient.setQueryData(getSessionUserQueryOptions().queryKey, null);
    pageReloader.reload();
    return null;
  }
  tokenStorage.set(user.token);
  queryClient.setQueryData(getSessionUserQueryOptions().queryKey, user);
  return user;
}

/** `refreshSession` as a mutation: `const refresh = useRefreshSession(); refresh.mutate();` */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => refreshSession(queryClient) });
}
