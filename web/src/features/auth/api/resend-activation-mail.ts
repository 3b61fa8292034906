import { endpoints } from '@casino/contracts/registry';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export function resendActivationMail(memberId: number): Promise<null> {
  return apiClient.call(endpoints.resendActivationMail, { id: memberId });
}

export function useResendActivationMail() {
  return useMutation({ mutationFn: resendActivationMail });
}
