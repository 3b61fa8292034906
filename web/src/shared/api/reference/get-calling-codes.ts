import { referenceEndpoints } from '@casino/contracts/reference/endpoints';
import type { CallingCode } from '@casino/contracts/reference/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** Mobile calling codes for the prefix picker (spec 01 section 7: status 1, telNum_0 ASC). */
export function getCallingCodes(): Promise<CallingCode[]> {
  return apiClient.call(referenceEndpoints.callingCodeList, { status: 1, telNum_0: 'ASC' });
}

export function getCallingCodesQueryOptions() {
  return queryOptions({
    queryKey: ['reference', 'callingCodes'] as const,
    queryFn: getCallingCodes,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCallingCodes() {
  return useQuery(getCallingCodesQueryOptions());
}
