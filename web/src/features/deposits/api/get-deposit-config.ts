import { depositEndpoints } from '@casino/contracts/endpoints/deposits';
import type { DepositConfig } from '@casino/contracts/entities/deposits';
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
