import { contentEndpoints } from '@casino/contracts/content/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { IN_PLAYER_LANGUAGE } from '../../../shared/i18n/queries-in-player-language';
import { BANNER_LIST_QUERY } from '../lib/banner-image';

/** The home carousel's banners: enabled ones in their sort order (spec 01 section 7). */
export function getBanners() {
  return apiClient.call(contentEndpoints.bannerListAll, BANNER_LIST_QUERY);
}

export function getBannersQueryOptions() {
  return queryOptions({
    queryKey: ['home', 'banners'] as const,
    queryFn: getBanners,
    staleTime: 5 * 60_000,
    // Translated pictures and texts (decision 025).
    meta: IN_PLAYER_LANGUAGE,
  });
}

export function useBanners() {
  return useQuery(getBannersQueryOptions());
}
