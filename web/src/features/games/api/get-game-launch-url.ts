import { gamesEndpoints } from '@casino/contracts/games/endpoints';
import type { GameChannelValue } from '@casino/contracts/games/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export interface GameLaunchRequest {
  id: number;
  channel: GameChannelValue;
  playForFun: boolean;
}

/** Real money (`getLaunchUrl`) or play for fun (`getTryPlayUrl`), by channel. */
export function getGameLaunchUrl({ id, channel, playForFun }: GameLaunchRequest) {
  const endpoint = playForFun ? gamesEndpoints.gameTryPlayUrl : gamesEndpoints.gameLaunchUrl;
  return apiClient.call(endpoint, { id, channel });
}

/**
 * Every opening asks for a fresh game session: nothing is kept once the popup closes, and an
 * error is not retried (the popup closes on it).
 */
export function getGameLaunchUrlQueryOptions(request: GameLaunchRequest, enabled = true) {
  return queryOptions({
    queryKey: ['games', 'launchUrl', request.id, request.channel, request.playForFun] as const,
    queryFn: () => getGameLaunchUrl(request),
    enabled,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useGameLaunchUrl(request: GameLaunchRequest, enabled = true) {
  return useQuery(getGameLaunchUrlQueryOptions(request, enabled));
}
