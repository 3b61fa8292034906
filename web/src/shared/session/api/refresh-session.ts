import { authEndpoints } from '@casino/contracts/auth/endpoints';
import type { SessionUser } from '@casino/contracts/auth/schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient, currentAppPath } from '../../api/api-client';
import { tokenRotation } from '../../api/token-rotation';
import { tokenStorage } from '../../storage/app-storage';
import { sessionEnd } from '../session-end';
import { getSessionUserQueryOptions } from './get-session-user';

/** Reloads the page; a seam so that tests can watch it. */
export const pageReloader = { reload: (): void => window.location.reload() };

/**
 * Puts a session user the server answered where the app reads it (the top bar's balance, every
 * screen's member). Sign-in, sign-up, refresh and reload all end here. Spec 01 section 4: a
 * member who is no longer enabled loses the token and the page reloads as a visitor's, which then
 * says why (decision 067). The cached member is left for the reload to replace: dropping it
 * first would make open screens act on a sign-out (an open real-money game would ask to sign in
 * over itself).
 * `newToken` is false for token info: it echoes the token it was asked with, which a refresh may
 * have replaced since, so storing it would bring a dying token back.
 */
export function storeSessionUser(
  queryClient: QueryClient,
  user: SessionUser,
  { newToken = true }: { newToken?: boolean } = {},
): SessionUser | null {
  const { queryKey } = getSessionUserQueryOptions();
  if (user.enabled === 0) {
    // No token: the page has already left this session (a check answered before this one, and the
    // page is reloading). Recording again would tell the reloaded page twice.
    if (!tokenStorage.get()) return null;
    // The reloaded page tells the player why they are signed out (decision 067).
    sessionEnd.record('disabled', currentAppPath());
    tokenStorage.clear();
    pageReloader.reload();
    return null;
  }
  sessionEnd.rememberMember(user.id);
  if (newToken) tokenStorage.set(user.token);
  const current = tokenStorage.get();
  const stored = current && current !== user.token ? { ...user, token: current } : user;
  queryClient.setQueryData(queryKey, stored);
  return stored;
}

/**
 * The token refresh itself. The new token is stored the moment the answer arrives, before any
 * caller resumes, so a call that raced the refresh is retried with it (see `tokenRotation`).
 */
async function sendTokenRefresh(): Promise<SessionUser> {
  const user = await apiClient.call(authEndpoints.tokenRefresh, {}, { indicator: false, silent: true });
  if (user.enabled !== 0) tokenStorage.set(user.token);
  return user;
}

/**
 * The app's one session refresh (spec 01 §4, spec 02 §4): after money moved, a game closed, a
 * bonus was redeemed or documents were sent. Single flight: callers at the same moment share one
 * refresh, so no second refresh goes out with the token the first one replaced. Quiet (no overlay,
 * no toast): a stale balance is not worth an error message, and -2 is handled by the api client.
 * Resolves to the member, or null for a visitor or a member who was signed out.
 */
export async function refreshSession(queryClient: QueryClient): Promise<SessionUser | null> {
  if (!tokenStorage.get()) return null;
  const user = await tokenRotation.single(sendTokenRefresh);
  return storeSessionUser(queryClient, user);
}

/**
 * Reads the member again without a new token (token info), quietly: for a balance that moved on
 * the server while a game is open or the tab was hidden. Same enabled rule as a refresh.
 */
export async function reloadSessionUser(queryClient: QueryClient): Promise<SessionUser | null> {
  if (!tokenStorage.get()) return null;
  await tokenRotation.settled();
  const user = await apiClient.call(authEndpoints.tokenInfo, {}, { indicator: false, silent: true });
  return storeSessionUser(queryClient, user, { newToken: false });
}

/** `refreshSession` as a mutation: `const refresh = useRefreshSession(); refresh.mutate();` */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => refreshSession(queryClient) });
}

/** `refreshSession` as a stable callback that never rejects (for effects and close handlers). */
export function useSessionRefresher(): () => Promise<SessionUser | null> {
  const queryClient = useQueryClient();
  return useCallback(() => refreshSession(queryClient).catch(() => null), [queryClient]);
}
