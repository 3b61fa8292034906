import { vipEndpoints } from '@casino/contracts/vip/endpoints';
import type { VipLevel } from '@casino/contracts/vip/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export function getVipLevels(): Promise<VipLevel[]> {
  return apiClient.call(vipEndpoints.vipLevelListAll, { level_0: 'ASC' });
}

export function getVipLevelsQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'vip-levels'] as const,
    queryFn: getVipLevels,
    staleTime: 5 * 60_000,
  });
}

export function useVipLevels() {
  return useQuery(getVipLevelsQueryOptions());
}
