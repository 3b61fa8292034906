import type { PasswordReset } from '@casino/contracts/entities/account';
import { endpoints } from '@casino/contracts/registry';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export function resetPassword(reset: PasswordReset): Promise<null> {
  return apiClient.call(endpoints.resetPassword, reset);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
