import type { QueryClient } from '@tanstack/react-query';
import { refreshSession } from '../../../shared/session/api/refresh-session';

/** Spec 01 section 9: the token is refreshed 1 s after a sign-up. */
export const TOKEN_REFRESH_AFTER_SIGN_UP_MS = 1000;

/**
 * Refreshes the session a while after sign-up. It runs outside any component (the sign-up
 * screen closes at once), so it is a timer with the query client rather than a hook. A failed
 * refresh is not the member's business: the token they have still works.
 */
export function scheduleTokenRefresh(queryClient: QueryClient, delayMs = TOKEN_REFRESH_AFTER_SIGN_UP_MS) {
  return setTimeout(() => {
    refreshSession(queryClient).catch((error: unknown) =>
      console.warn('Token refresh after sign-up failed', error),
    );
  }, delayMs);
}
