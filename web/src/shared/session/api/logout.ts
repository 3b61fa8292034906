import { authEndpoints } from '@casino/contracts/auth/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api/api-client';
import { tokenStorage } from '../../storage/app-storage';
import { sessionEnd } from '../session-end';
import { getSessionUserQueryOptions } from './get-session-user';

/** Silent: a failed sign-out is told with an alert by the caller (spec 01 section 8). */
export function logout(): Promise<null> {
  return apiClient.call(authEndpoints.logout, {}, { silent: true });
}

interface UseLogoutOptions {
  onSuccess?: () => void;
  onError?: (error: Error) => void;
}

/**
 * Signs out (spec 01 section 4): the token and the user are dropped whatever the server says,
 * so a stale session cannot stay on screen; the caller shows a failure and goes home.
 */
export function useLogout({ onSuccess, onError }: UseLogoutOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      tokenStorage.clear();
      // Whatever an earlier session end kept (a draft, the way back) ends with the sign-out.
      sessionEnd.clear();
      await queryClient.invalidateQueries({ queryKey: getSessionUserQueryOptions().queryKey });
    },
    onSuccess,
    onError,
  });
}
