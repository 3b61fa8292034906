import { documentEndpoints } from '@casino/contracts/documents/endpoints';
import type { MemberDocuments, MemberDocumentsState } from '@casino/contracts/documents/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** Silent: a failure is the 'server busy' alert (spec 02 §8). */
export function updateDocuments(documents: MemberDocuments) {
  return apiClient.call(documentEndpoints.memberDocumentsUpdate, documents, { silent: true });
}

/**
 * No call reads the review status back (the session user has the proof ids only), so the last
 * answer of the update is kept here for the rest of the visit.
 */
export function getDocumentsStateQueryOptions(memberId: number) {
  return queryOptions({
    queryKey: ['documents', 'state', memberId] as const,
    queryFn: (): MemberDocumentsState | null => null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDocumentsState(memberId: number) {
  return useQuery(getDocumentsStateQueryOptions(memberId));
}

export function useUpdateDocuments(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocuments,
    onSuccess: (state) => queryClient.setQueryData(getDocumentsStateQueryOptions(memberId).queryKey, state),
  });
}
