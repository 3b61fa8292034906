import type { SessionUser } from '@casino/contracts/entities/account';
import { endpoints } from '@casino/contracts/registry';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { storeSession } from './session-user-cache';

/** Spec 01 section 9: the token is refreshed 1 s after a sign-up. */
export const TOKEN_REFRESH_AFTER_SIGN_UP_MS = 1000;

export function refreshToken(): Promise<SessionUser> {
  return apiClient.call(endpoints.tokenRefresh, {});
}

/**
 * Refreshes the session a while after sign-up. It runs outside any component (the sign-up
 * screen closes at once), so it is a timer with the query client rather than a hook. A failed
 * refresh is not the member's business: the token they have still works.
 */
export function scheduleTokenRefresh(queryClient: QueryClient, delayMs = TOKEN_REFRESH_AFTER_SIGN_UP_MS) {
  return setTimeout(() => {
    refreshToken().then(
      (user) => storeSession(queryClient, user),
      (error: unknown) => console.warn('Token refresh after sign-up failed', error),
    );
  }, delayMs);
}
