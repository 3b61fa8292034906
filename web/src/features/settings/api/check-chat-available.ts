import { settingsEndpoints } from '@casino/contracts/settings/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** Spec 01 section 9: live-chat availability is checked every 20 s. */
export const CHAT_AVAILABILITY_POLL_MS = 20_000;

/** Whether live chat is staffed now; polled quietly (no loading overlay, no toast). */
export function checkChatAvailable(): Promise<boolean> {
  return apiClient.call(settingsEndpoints.checkChatAvailable, {}, { indicator: false, silent: true });
}

export function getChatAvailableQueryOptions() {
  return queryOptions({
    queryKey: ['settings', 'chat-available'] as const,
    queryFn: checkChatAvailable,
    refetchInterval: CHAT_AVAILABILITY_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  });
}

export function useChatAvailable() {
  return useQuery(getChatAvailableQueryOptions());
}
