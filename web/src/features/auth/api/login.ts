import { authEndpoints } from '@casino/contracts/auth/endpoints';
import { LoginType } from '@casino/contracts/auth/enums';
import type { Login, SessionUser } from '@casino/contracts/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { storeSessionUser } from '../../../shared/session/api/refresh-session';

export type LoginCredentials = Omit<Login, 'type'>;

export function login(credentials: LoginCredentials): Promise<SessionUser> {
  return apiClient.call(authEndpoints.login, { ...credentials, type: LoginType.MEMBER });
}

interface UseLoginOptions {
  onSuccess?: (user: SessionUser) => void;
  onError?: (error: Error) => void;
}

/** Signs in; on success the token is stored and the session query holds the member. */
export function useLogin({ onSuccess, onError }: UseLoginOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      storeSessionUser(queryClient, user);
      onSuccess?.(user);
    },
    onError,
  });
}
