import { withdrawalEndpoints } from '@casino/contracts/endpoints/withdrawals';
import type { CashoutPaymentMethod } from '@casino/contracts/entities/withdrawals';
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
