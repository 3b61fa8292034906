import { authEndpoints } from '@casino/contracts/auth/endpoints';
import type { SessionUser, SocialRegistration } from '@casino/contracts/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { storeSessionUser } from '../../../shared/session/api/refresh-session';

export function facebookRegister(entity: SocialRegistration): Promise<SessionUser> {
  return apiClient.call(authEndpoints.facebookRegister, entity);
}

/** Social registration: the answer is the new (or existing) member's session, as for register. */
export function useFacebookRegister({ onSuccess }: { onSuccess?: (user: SessionUser) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: facebookRegister,
    onSuccess: (user) => {
      storeSessionUser(queryClient, user);
      onSuccess?.(user);
    },
  });
}
