import { authEndpoints } from '@casino/contracts/auth/endpoints';
import type { RegistrationCheck } from '@casino/contracts/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** The server pre-check of a partly or wholly filled sign-up (username and e-mail free, age…). */
export function checkRegister(entity: RegistrationCheck): Promise<null> {
  // Silent: useRegistrationSubmit tells each refusal itself (a tip under its field, or a toast).
  return apiClient.call(authEndpoints.checkRegister, entity, { silent: true });
}

export function useCheckRegister() {
  return useMutation({ mutationFn: checkRegister });
}
