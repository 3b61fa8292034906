import { queryOptions, useQuery } from '@tanstack/react-query';
import { controlClient } from './control-client';
import { CONTROL_PANEL_KEY } from './control-query-keys';

/** The world's deposit methods: each code a rule takes, with the name players see in the app. */
export const getDepositMethods = () => controlClient.call('listDepositMethods', {});

export function getDepositMethodsQueryOptions() {
  return queryOptions({
    queryKey: [CONTROL_PANEL_KEY, 'deposit-methods'] as const,
    queryFn: getDepositMethods,
  });
}

export function useDepositMethods() {
  return useQuery(getDepositMethodsQueryOptions());
}
