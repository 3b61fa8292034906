import { AuthRules } from '@casino/contracts/auth/rules';
import type { QueryClient } from '@tanstack/react-query';
import { refreshSession } from '../../../shared/session/api/refresh-session';

/**
 * Refreshes the session a while after sign-up. It runs outside any component (the sign-up
 * screen closes at once), so it is a timer with the query client rather than a hook. A failed
 * refresh is not the member's business: the token they have still works.
 */
export function scheduleTokenRefresh(
  queryClient: QueryClient,
  delayMs = AuthRules.TOKEN_REFRESH_AFTER_SIGN_UP_MS,
) {
  return setTimeout(() => {
    refreshSession(queryClient).catch((error: unknown) =>
      console.warn('Token refresh after sign-up failed', error),
    );
  }, delayMs);
}
