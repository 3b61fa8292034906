import { authEndpoints } from '@casino/contracts/auth/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { tokenStorage } from '../../../shared/storage/app-storage';
import { CONTROL_PANEL_KEY } from './control-query-keys';

/**
 * Who is signed in, for the member controls. The panel is its own React root, outside the
 * app's query cache, so it asks token info itself: quietly (no overlay, no toast).
 */
export async function getSignedInUsername(): Promise<string | null> {
  if (!tokenStorage.get()) return null;
  try {
    const user = await apiClient.call(authEndpoints.tokenInfo, {}, { silent: true, indicator: false });
    return user.username;
  } catch {
    return null;
  }
}

export function getSignedInUsernameQueryOptions() {
  return queryOptions({
    queryKey: [CONTROL_PANEL_KEY, 'signed-in-username'] as const,
    queryFn: getSignedInUsername,
  });
}

export function useSignedInUsername() {
  return useQuery(getSignedInUsernameQueryOptions());
}
