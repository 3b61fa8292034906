import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../storage/app-storage';
import { getSessionUserQueryOptions } from '../api/get-session-user';
import { reloadSessionUser } from '../api/refresh-session';

/**
 * Keeps the member on screen (the top bar's balance) in step with the server when the player
 * comes back to the tab (issue 14: a second tab kept a stale balance after a deposit), and drops
 * the member when another tab signed out (it removed the shared token).
 */
export function useSessionFreshness(signedIn: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!signedIn) return undefined;
    const onVisible = () => {
      if (document.visibilityState === 'visible') reloadSessionUser(queryClient).catch(() => null);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
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
