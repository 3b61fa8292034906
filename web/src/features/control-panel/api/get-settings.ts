import type { ControlAnswerOf } from '@casino/contracts/control/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { controlClient } from './control-client';
import { CONTROL_PANEL_KEY } from './control-query-keys';

export const getSettings = () => controlClient.call('listSettings', {});

export function getSettingsQueryOptions() {
  return queryOptions({ queryKey: [CONTROL_PANEL_KEY, 'settings'] as const, queryFn: getSettings });
}

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}

export const settingValue = (rows: ControlAnswerOf<'listSettings'> | undefined, name: string): unknown =>
  rows?.find((row) => row.name === name)?.value;

export const writeSetting = (name: string, value: unknown) =>
  controlClient.call('writeSetting', { name, value });
