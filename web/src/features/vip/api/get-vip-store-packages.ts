import { vipEndpoints } from '@casino/contracts/vip/endpoints';
import type { VipStorePackage } from '@casino/contracts/vip/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** Level, then points, ascending (spec 02 §7). */
export function getVipStorePackages(): Promise<VipStorePackage[]> {
  return apiClient.call(vipEndpoints.vipStoreListAll, { level_0: 'ASC', points_1: 'ASC' });
}

export function getVipStorePackagesQueryOptions() {
  return queryOptions({
    queryKey: ['vip', 'store-packages'] as const,
    queryFn: getVipStorePackages,
  });
}

export function useVipStorePackages(enabled: boolean) {
  return useQuery({ ...getVipStorePackagesQueryOptions(), enabled });
}
