import { authEndpoints } from '@casino/contracts/auth/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export function sendForgotPasswordMail(usernameOrEmail: string): Promise<null> {
  return apiClient.call(authEndpoints.sendForgotPasswordMail, { usernameOrEmail });
}

export function useSendForgotPasswordMail() {
  return useMutation({ mutationFn: sendForgotPasswordMail });
}
