import type { DepositConfig } from '@casino/contracts/entities/deposits';
import { endpoints } from '@casino/contracts/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export function getDepositConfig(): Promise<DepositConfig> {
  return apiClient.call(endpoints.memberDepositConfig, {});
}

export function getDepositConfigQueryOptions() {
  return queryOptions({ queryKey: ['payments', 'deposit-config'] as const, queryFn: getDepositConfig });
}

export function useDepositConfig() {
  return useQuery(getDepositConfigQueryOptions());
}
