import { authEndpoints } from '@casino/contracts/auth/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export function activateAccount(code: string): Promise<null> {
  // Silent: the activation page says every outcome itself (a toast on top would repeat it).
  return apiClient.call(authEndpoints.activate, { code }, { silent: true });
}

/**
 * Activation runs once per code when the page opens. A query rather than a mutation in an
 * effect: the query dedupes a double mount (a code works only once, so a second call would
 * fail) and keeps the outcome while the page stays.
 */
export function getActivateAccountQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['auth', 'activation', code] as const,
    queryFn: () => activateAccount(code),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useActivateAccount(code: string | null) {
  return useQuery({ ...getActivateAccountQueryOptions(code ?? ''), enabled: Boolean(code) });
}
