import { settingsEndpoints } from '@casino/contracts/settings/endpoints';
import type { SettingScriptNameValue } from '@casino/contracts/settings/enums';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/**
 * The script text of a site setting (ad pixel or live-chat loader); empty when unset. Quiet:
 * a failure of conversion tracking is swallowed (spec 01 section 8), and live chat shows its own
 * message.
 */
export function acquireSetting(name: SettingScriptNameValue): Promise<string> {
  return apiClient.call(settingsEndpoints.acquireSetting, { name }, { indicator: false, silent: true });
}

export function getAcquireSettingQueryOptions(name: SettingScriptNameValue) {
  return queryOptions({
    queryKey: ['settings', 'script', name] as const,
    queryFn: () => acquireSetting(name),
    // A script is injected once per page: it never needs fetching again.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
