import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { DepositConfig } from '@casino/contracts/deposits/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export function getDepositConfig(): Promise<DepositConfig> {
  return apiClient.call(depositEndpoints.memberDepositConfig, {});
}

export function getDepositConfigQueryOptions() {
  return queryOptions({ queryKey: ['deposits', 'deposit-config'] as const, queryFn: getDepositConfig });
}

export function useDepositConfig() {
  return useQuery(getDepositConfigQueryOptions());
}
