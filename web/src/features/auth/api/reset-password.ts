import { authEndpoints } from '@casino/contracts/endpoints/auth';
import type { PasswordReset } from '@casino/contracts/entities/account';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export function resetPassword(reset: PasswordReset): Promise<null> {
  return apiClient.call(authEndpoints.resetPassword, reset);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
