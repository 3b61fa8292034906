import { settingsEndpoints } from '@casino/contracts/settings/endpoints';
import type { ContactUsSettings } from '@casino/contracts/settings/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** Telegram link and WhatsApp number of the contact page (failures toast the server message). */
export function getContactUsSettings(): Promise<ContactUsSettings> {
  return apiClient.call(settingsEndpoints.contactUsSetting, {});
}

export function getContactUsSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings', 'contact-us'] as const,
    queryFn: getContactUsSettings,
    staleTime: 5 * 60_000,
  });
}

export function useContactUsSettings() {
  return useQuery(getContactUsSettingsQueryOptions());
}
