import { protectionEndpoints } from '@casino/contracts/protection/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { getPlaySessionQueryKey, toPlaySessionSnapshot } from '../../../shared/session/api/get-play-session';

/** "Continue": the server records the answer and moves the next check one interval on. */
export function continuePlaying() {
  return apiClient.call(protectionEndpoints.protectionContinue, {});
}

/** Stores the answer as the play session, so that the reminder closes and the next one is timed. */
export function useContinuePlaying(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: continuePlaying,
    onSuccess: (session) =>
      queryClient.setQueryData(getPlaySessionQueryKey(memberId), toPlaySessionSnapshot(session)),
  });
}
