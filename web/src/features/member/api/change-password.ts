import type { PasswordChange } from '@casino/contracts/auth/schemas';
import { memberEndpoints } from '@casino/contracts/member/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** Silent: spec 01 section 8 shows common.serverBusy for a failed change, not the server text. */
export function changePassword(payload: PasswordChange): Promise<null> {
  return apiClient.call(memberEndpoints.changePassword, payload, { silent: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
