import { withdrawalEndpoints } from '@casino/contracts/withdrawals/endpoints';
import type { CashoutPaymentMethod } from '@casino/contracts/withdrawals/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export function getCashoutMethods(): Promise<CashoutPaymentMethod[]> {
  return apiClient.call(withdrawalEndpoints.cashoutPaymentMethodListAll, { enabled: 1 });
}

export function getCashoutMethodsQueryOptions() {
  return queryOptions({
    queryKey: ['withdrawals', 'cashout-methods'] as const,
    queryFn: getCashoutMethods,
  });
}

export function useCashoutMethods() {
  return useQuery(getCashoutMethodsQueryOptions());
}
