import { authEndpoints } from '@casino/contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export function resendActivationMail(memberId: number): Promise<null> {
  return apiClient.call(authEndpoints.resendActivationMail, { id: memberId });
}

export function useResendActivationMail() {
  return useMutation({ mutationFn: resendActivationMail });
}
