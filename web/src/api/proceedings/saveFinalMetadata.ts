// PUT /api/authors/papers/{paperId}/metadata: confirms the final title, abstract, keywords and the ordered
// author list (with optional ORCID iDs). 400 names the fields it refuses ("authors.0.orcid"). The paper's
// proceedings (with when the metadata was confirmed) are read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FinalMetadata } from '@confsys/domain';
import { callApi, type ApiAnswer } from '../../lib/apiClient';
import { authorProceedingsKey } from './getAuthorProceedings';

export function saveFinalMetadata(paperId: string, metadata: FinalMetadata): Promise<ApiAnswer<'saveFinalMetadata'>> {
  return callApi('saveFinalMetadata', { params: { paperId }, json: metadata });
}

export function useSaveFinalMetadata(paperId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // One paper's saves go in the order made, so the last one is what is kept.
    scope: { id: `metadata:${paperId}` },
    mutationFn: (metadata: FinalMetadata) => saveFinalMetadata(paperId, metadata),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authorProceedingsKey(paperId) }),
  });
}
