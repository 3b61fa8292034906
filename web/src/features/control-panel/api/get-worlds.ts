import { queryOptions, useQuery } from '@tanstack/react-query';
import { controlCall } from './control-client';
import { CONTROL_PANEL_KEY } from './control-query-keys';

export interface WorldSummary {
  id: string;
  scenario: string | null;
  createTime: string;
}

export const getWorlds = () => controlCall<WorldSummary[]>('GET', '/worlds');

export function getWorldsQueryOptions() {
  return queryOptions({ queryKey: [CONTROL_PANEL_KEY, 'worlds'] as const, queryFn: getWorlds });
}

export function useWorlds() {
  return useQuery(getWorldsQueryOptions());
}

/** Makes a new isolated world from a scenario (null: the seed only). */
export const createWorld = (scenario: string | null) =>
  controlCall<WorldSummary>('POST', '/worlds', scenario ? { scenario } : {});

/** Wipes this world and seeds it again, then applies the scenario when one is named. */
export const resetWorld = (scenario: string | null) => controlCall<unknown>('POST', '/reset', { scenario });

/** Applies a scenario on top of what this world holds. */
export const loadScenario = (name: string) => controlCall<unknown>('POST', '/scenario', { name });
