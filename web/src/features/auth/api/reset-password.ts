import { authEndpoints } from '@casino/contracts/auth/endpoints';
import type { PasswordReset } from '@casino/contracts/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export function resetPassword(reset: PasswordReset): Promise<null> {
  return apiClient.call(authEndpoints.resetPassword, reset);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
