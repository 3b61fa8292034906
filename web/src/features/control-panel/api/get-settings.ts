import { queryOptions, useQuery } from '@tanstack/react-query';
import { controlCall } from './control-client';
import { CONTROL_PANEL_KEY } from './control-query-keys';

export interface SettingRow {
  name: string;
  value: unknown;
}

export const getSettings = () => controlCall<SettingRow[]>('GET', '/settings');

export function getSettingsQueryOptions() {
  return queryOptions({ queryKey: [CONTROL_PANEL_KEY, 'settings'] as const, queryFn: getSettings });
}

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}

export const settingValue = (rows: readonly SettingRow[] | undefined, name: string): unknown =>
  rows?.find((row) => row.name === name)?.value;

export const writeSetting = (name: string, value: unknown) =>
  controlCall<unknown>('PUT', `/settings/${encodeURIComponent(name)}`, { value });
