import { authEndpoints } from '@casino/contracts/auth/endpoints';
import type { Registration, SessionUser } from '@casino/contracts/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { storeSessionUser } from '../../../shared/session/api/refresh-session';
import { scheduleTokenRefresh } from './refresh-token';

export function register(entity: Registration): Promise<SessionUser> {
  // Silent: useRegistrationSubmit tells each refusal itself (a tip under its field, or a toast).
  return apiClient.call(authEndpoints.register, entity, { silent: true });
}

type TrackingFunction = (command: 'track', event: string) => void;

/** The ad-tracking registration event; the shell injects the script, a failure is swallowed. */
export function trackCompleteRegistration(): void {
  try {
    (window as Window & { fbq?: TrackingFunction }).fbq?.('track', 'CompleteRegistration');
  } catch {
    // Spec 01 section 8: the conversion-tracking call may fail silently.
  }
}

/**
 * Registers; on success (spec 01 section 4) the member is stored and signed in, the token is
 * refreshed 1 s later and the registration is tracked. The caller closes the form and opens
 * the "join submitted" pop-up.
 */
export function useRegister({ onSuccess }: { onSuccess?: (user: SessionUser) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      storeSessionUser(queryClient, user);
      scheduleTokenRefresh(queryClient);
      trackCompleteRegistration();
      onSuccess?.(user);
    },
  });
}
