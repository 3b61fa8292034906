import { contentEndpoints } from '@casino/contracts/content/endpoints';
import type { Promotion } from '@casino/contracts/content/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { IN_PLAYER_LANGUAGE } from '../../../shared/i18n/queries-in-player-language';

/** The promotion to show the member now, or null. Quiet: a missing promotion is no news. */
export function getCurrentPromotion(): Promise<Promotion | null> {
  return apiClient.call(contentEndpoints.currentPromotion, {}, { silent: true });
}

export function getCurrentPromotionQueryOptions(memberId: number) {
  return queryOptions({
    queryKey: ['promotion', 'current', memberId] as const,
    queryFn: getCurrentPromotion,
    staleTime: 60_000,
    retry: false,
    meta: IN_PLAYER_LANGUAGE,
  });
}

export function useCurrentPromotion(memberId: number | undefined) {
  return useQuery({ ...getCurrentPromotionQueryOptions(memberId ?? 0), enabled: memberId !== undefined });
}
