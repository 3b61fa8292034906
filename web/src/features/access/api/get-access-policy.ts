import { settingsEndpoints } from '@casino/contracts/settings/endpoints';
import type { AccessPolicy } from '@casino/contracts/settings/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** Whether the visitor's location may use the site, and where to send them if not. */
export function getAccessPolicy(): Promise<AccessPolicy> {
  return apiClient.call(settingsEndpoints.accessPolicy, {});
}

export function getAccessPolicyQueryOptions() {
  return queryOptions({
    queryKey: ['access', 'policy'] as const,
    queryFn: getAccessPolicy,
    // Asked once per visit: the gate either shows the app or leaves the page.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useAccessPolicy() {
  return useQuery(getAccessPolicyQueryOptions());
}
