import { gamesEndpoints } from '@casino/contracts/games/endpoints';
import { CheckBlockResult } from '@casino/contracts/games/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** Spec 01 section 9: the block check runs every 3000 ms during real play. */
export const BLOCK_CHECK_INTERVAL_MS = 3000;

/** True when the member may play real money (the server answers 1; anything else is blocked). */
export async function checkBlock(memberId: number, { quiet = false } = {}): Promise<boolean> {
  const result = await apiClient.call(gamesEndpoints.checkBlock, { id: memberId }, { indicator: !quiet });
  return result === CheckBlockResult.ALLOWED;
}

/**
 * The pre-play check, then the poll every 3 s while a real game is open (quiet: the loading
 * overlay must not cover the game every 3 s). `enabled` false stops it.
 */
export function getBlockCheckQueryOptions(memberId: number, enabled: boolean) {
  return queryOptions({
    queryKey: ['games', 'checkBlock', memberId] as const,
    queryFn: ({ client }) => {
      const isFirst = client.getQueryData(['games', 'checkBlock', memberId]) === undefined;
      return checkBlock(memberId, { quiet: !isFirst });
    },
    enabled,
    gcTime: 0,
    staleTime: 0,
    refetchInterval: BLOCK_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
}

export function useBlockCheck(memberId: number, enabled: boolean) {
  return useQuery(getBlockCheckQueryOptions(memberId, enabled));
}
