// GET /api/admin/papers/:paperId/similarity: a paper's similarity report (matches at or above the
// chair's threshold, with their passages); GET /api/admin/integrity: the chair's integrity settings.
import { useQuery } from '@tanstack/react-query';
import { callApi, endpointQuery } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';

/** The report, read each time the dialog opens: a check may have finished meanwhile. */
export function useSimilarityReport(paperId: string) {
  return useQuery({ queryKey: ['admin', 'similarity', paperId], queryFn: () => callApi('paperSimilarity', { params: { paperId } }), ...readOnEachOpen });
}

export const integritySettingsOptions = endpointQuery('integritySettings', ['admin', 'integritySettings']);

export function useIntegritySettings() {
  return useQuery(integritySettingsOptions);
}
