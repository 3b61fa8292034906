import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { BillingInfo } from '@casino/contracts/deposits/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** The member's billing details, to prefill the card form. */
export function getBillingInfo(): Promise<BillingInfo> {
  return apiClient.call(depositEndpoints.creditcardBillingInfo, {});
}

export function getBillingInfoQueryOptions() {
  return queryOptions({
    queryKey: ['deposits', 'billing-info'] as const,
    queryFn: getBillingInfo,
    retry: false,
  });
}

export function useBillingInfo() {
  return useQuery(getBillingInfoQueryOptions());
}
