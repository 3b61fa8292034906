import type { SessionUser } from '@casino/contracts/entities/account';
import { endpoints } from '@casino/contracts/registry';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { tokenStorage } from '../../../shared/storage/app-storage';
import { getSessionUserQueryOptions } from '../../session/api/get-session-user';

/**
 * Stores a fresh session user where the shell reads it (the top bar balance). A member who is
 * no longer enabled is left to the session query, which clears the token (spec 01 section 4).
 */
async function storeSessionUser(queryClient: QueryClient, user: SessionUser): Promise<void> {
  const { queryKey } = getSessionUserQueryOptions();
  if (user.enabled === 0) {
    await queryClient.invalidateQueries({ queryKey });
    return;
  }
  tokenStorage.set(user.token);
  queryClient.setQueryData(queryKey, user);
}

/**
 * Reloads the member quietly while a real game is open: rounds change the balance on the
 * server, and the top bar should follow without the loading overlay flashing every 3 s.
 */
export async function reloadSessionUserQuietly(queryClient: QueryClient): Promise<void> {
  const user = await apiClient.call(endpoints.tokenInfo, {}, { indicator: false });
  await storeSessionUser(queryClient, user);
}

/** Spec 01 section 4: closing a game refreshes the token (and with it the member's balance). */
export async function refreshSessionToken(queryClient: QueryClient): Promise<void> {
  const user = await apiClient.call(endpoints.tokenRefresh, {}, { indicator: false });
  await storeSessionUser(queryClient, user);
}
