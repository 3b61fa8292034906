import { authEndpoints } from '@casino/contracts/auth/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export function resendActivationMail(memberId: number): Promise<null> {
  // Silent: useResendActivation tells the outcome in one message (two toasts once contradicted each other).
  return apiClient.call(authEndpoints.resendActivationMail, { id: memberId }, { silent: true });
}

export function useResendActivationMail() {
  return useMutation({ mutationFn: resendActivationMail });
}
