import { queryOptions, useQuery } from '@tanstack/react-query';
import { controlClient } from './control-client';
import { CONTROL_PANEL_KEY } from './control-query-keys';

export const getScenarios = () => controlClient.call('listScenarios', {});

export function getScenariosQueryOptions() {
  return queryOptions({ queryKey: [CONTROL_PANEL_KEY, 'scenarios'] as const, queryFn: getScenarios });
}

export function useScenarios() {
  return useQuery(getScenariosQueryOptions());
}
