// GET /api/admin/getpapers: every paper with its reviewers (each review's state) and authors, and the
// number of reviewers each paper should have (Paper Management, Publication, the dashboard's papers).
import type { GetPapersResponse } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';
import { useApiData } from '../../../lib/useApiData';

export function getPapers(): Promise<GetPapersResponse> {
  return callApi('getPapers');
}

export function usePapers() {
  return useApiData(getPapers);
}
