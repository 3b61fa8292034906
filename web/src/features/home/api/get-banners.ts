import { contentEndpoints } from '@casino/contracts/endpoints/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** The home carousel's banners: enabled ones in their sort order (spec 01 section 7). */
export function getBanners() {
  return apiClient.call(contentEndpoints.bannerListAll, { enabled: 1, sortIndex_0: 'ASC' });
}

export function getBannersQueryOptions() {
  return queryOptions({
    queryKey: ['home', 'banners'] as const,
    queryFn: getBanners,
    staleTime: 5 * 60_000,
  });
}

export function useBanners() {
  return useQuery(getBannersQueryOptions());
}
