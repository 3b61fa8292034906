import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../storage/app-storage';
import { getSessionUserQueryOptions } from '../api/get-session-user';
import { reloadSessionUser } from '../api/refresh-session';

/**
 * Keeps the member on screen (the top bar's balance) in step with the server when the player
 * comes back to the tab (a second tab once kept a stale balance after a deposit) or the
 * network comes back (money may have moved meanwhile: a deposit credited, a game round settled),
 * and drops the member when another tab signed out (it removed the shared token). The lists on
 * screen catch up through the query client's own reconnect and focus refetches (providers.tsx).
 */
export function useSessionFreshness(signedIn: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!signedIn) return undefined;
    const reload = () => void reloadSessionUser(queryClient).catch(() => null);
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', reload);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', reload);
    };
  }, [signedIn, queryClient]);

  useEffect(() => {
    if (!signedIn) return undefined;
    // `storage` fires only for changes made by other tabs of the same origin.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.token && !event.newValue) {
        queryClient.setQueryData(getSessionUserQueryOptions().queryKey, null);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [signedIn, queryClient]);
}
