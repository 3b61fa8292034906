import { authEndpoints } from '@casino/contracts/auth/endpoints';
import type { SessionUser } from '@casino/contracts/auth/schemas';
import { ApiError } from '@casino/contracts/core/client';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, currentAppPath } from '../../api/api-client';
import { tokenStorage } from '../../storage/app-storage';
import { sessionEnd } from '../session-end';

/**
 * The signed-in member, or null for a visitor. Token info answers -2 for visitors: that is "no
 * user", not an error. Without a stored token there is nobody to ask about, so no call is made.
 */
export async function getSessionUser(): Promise<SessionUser | null> {
  if (!tokenStorage.get()) return null;
  try {
    const user = await apiClient.call(authEndpoints.tokenInfo, {});
    // Spec 01 section 4: a member who is no longer enabled loses the session, and is told why.
    if (user.enabled === 0) {
      sessionEnd.record('disabled', currentAppPath());
      tokenStorage.clear();
      return null;
    }
    sessionEnd.rememberMember(user.id);
    // Not stored back: token info echoes the token it was sent with, which a refresh that
    // answered meanwhile may have replaced.
    const current = tokenStorage.get();
    return current && current !== user.token ? { ...user, token: current } : user;
  } catch (error) {
    if (error instanceof ApiError && error.code === ApiErrorCode.NOT_SIGNED_IN) {
      // The stored session ended while the app was closed: the sign-in form will say so.
      sessionEnd.record('expired', currentAppPath());
      tokenStorage.clear();
      return null;
    }
    throw error;
  }
}

export function getSessionUserQueryOptions() {
  return queryOptions({
    queryKey: ['session', 'user'] as const,
    queryFn: getSessionUser,
    // The session changes through sign-in, sign-out and refresh, which update this entry.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSessionUser() {
  return useQuery(getSessionUserQueryOptions());
}
