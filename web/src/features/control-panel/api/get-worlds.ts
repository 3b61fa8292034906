import { queryOptions, useQuery } from '@tanstack/react-query';
import { controlClient } from './control-client';
import { CONTROL_PANEL_KEY } from './control-query-keys';

export const getWorlds = () => controlClient.call('listWorlds', {});

export function getWorldsQueryOptions() {
  return queryOptions({ queryKey: [CONTROL_PANEL_KEY, 'worlds'] as const, queryFn: getWorlds });
}

export function useWorlds() {
  return useQuery(getWorldsQueryOptions());
}

/** Makes a new isolated world from a scenario (null: the seed only). */
export const createWorld = (scenario: string | null) =>
  controlClient.call('createWorld', scenario ? { scenario } : {});

/** Wipes this world and seeds it again, then applies the scenario when one is named. */
export const resetWorld = (scenario: string | null) => controlClient.call('resetWorld', { scenario });

/** Applies a scenario on top of what this world holds. */
export const loadScenario = (name: string) => controlClient.call('loadScenario', { name });
