import type { SetLimitRequest } from '@casino/contracts/protection/endpoints';
import { protectionEndpoints } from '@casino/contracts/protection/endpoints';
import type {
  AccountBlock,
  BreakPeriod,
  ExclusionPeriod,
  ProtectionStatus,
  RealityCheckMinutes,
} from '@casino/contracts/protection/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/*
 * The responsible-gaming calls. Failures are not silent: the api client toasts the server's
 * message, the app's one way of telling a refusal (spec 01 section 8).
 */

export function protectionStatusQueryOptions(memberId: number) {
  return queryOptions({
    queryKey: ['protection', 'status', memberId] as const,
    queryFn: (): Promise<ProtectionStatus> => apiClient.call(protectionEndpoints.protectionStatus, {}),
    // Use and reset times move with every deposit and round: read afresh when the page opens.
    staleTime: 0,
  });
}

export function useProtectionStatus(memberId: number) {
  return useQuery(protectionStatusQueryOptions(memberId));
}

/**
 * Each setting call answers the whole new status: it replaces the cached one. The other reads
 * under 'protection' (the play session with its next reality check, account activity, the
 * deposit screens' limits) are read afresh, so a new interval or limit shows everywhere at once.
 */
function useStatusMutation<T>(memberId: number, call: (input: T) => Promise<ProtectionStatus>) {
  const queryClient = useQueryClient();
  const statusKey = protectionStatusQueryOptions(memberId).queryKey;
  return useMutation({
    mutationFn: call,
    onSuccess: async (status) => {
      queryClient.setQueryData(statusKey, status);
      await queryClient.invalidateQueries({
        queryKey: ['protection'],
        predicate: (query) => query.queryKey[1] !== statusKey[1],
      });
    },
  });
}

export function useSetLimit(memberId: number) {
  return useStatusMutation(memberId, (request: SetLimitRequest) =>
    apiClient.call(protectionEndpoints.protectionSetLimit, request),
  );
}

export function useSetRealityCheck(memberId: number) {
  return useStatusMutation(memberId, (minutes: RealityCheckMinutes) =>
    apiClient.call(protectionEndpoints.protectionSetRealityCheck, { minutes }),
  );
}

export function useTakeBreak() {
  return useMutation({
    mutationFn: (period: BreakPeriod): Promise<AccountBlock> =>
      apiClient.call(protectionEndpoints.protectionTakeBreak, { period, confirm: true }),
  });
}

export function useSelfExclude() {
  return useMutation({
    mutationFn: (period: ExclusionPeriod): Promise<AccountBlock> =>
      apiClient.call(protectionEndpoints.protectionSelfExclude, { period, confirm: true }),
  });
}
