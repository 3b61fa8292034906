import { protectionEndpoints } from '@casino/contracts/protection/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** Silent: the figures sit beside the history, which stays usable when they cannot be read. */
export function getAccountActivity(signal?: AbortSignal) {
  return apiClient.call(
    protectionEndpoints.protectionActivity,
    {},
    { silent: true, indicator: false, signal },
  );
}

/** Under 'protection' with the other player-protection reads; one entry per member. */
export function getAccountActivityQueryOptions(memberId: number) {
  return queryOptions({
    queryKey: ['protection', 'activity', memberId] as const,
    queryFn: ({ signal }) => getAccountActivity(signal),
    // Read afresh each time the history opens, as the rows are.
    staleTime: 0,
  });
}

export function useAccountActivity(memberId: number) {
  return useQuery(getAccountActivityQueryOptions(memberId));
}
