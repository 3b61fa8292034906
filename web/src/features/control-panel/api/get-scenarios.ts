import { queryOptions, useQuery } from '@tanstack/react-query';
import { controlCall } from './control-client';
import { CONTROL_PANEL_KEY } from './control-query-keys';

export interface ScenarioSummary {
  name: string;
  description: string;
  valid: boolean;
}

export const getScenarios = () => controlCall<ScenarioSummary[]>('GET', '/scenarios');

export function getScenariosQueryOptions() {
  return queryOptions({ queryKey: [CONTROL_PANEL_KEY, 'scenarios'] as const, queryFn: getScenarios });
}

export function useScenarios() {
  return useQuery(getScenariosQueryOptions());
}
