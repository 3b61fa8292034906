import type { BillingInfo } from '@casino/contracts/entities/deposits';
import { endpoints } from '@casino/contracts/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** The member's billing details, to prefill the card form. */
export function getBillingInfo(): Promise<BillingInfo> {
  return apiClient.call(endpoints.creditcardBillingInfo, {});
}

export function getBillingInfoQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'billing-info'] as const,
    queryFn: getBillingInfo,
    retry: false,
  });
}

export function useBillingInfo() {
  return useQuery(getBillingInfoQueryOptions());
}
