// GET /api/admin/getpapers: every paper with its reviewer and authors (Paper Management, Publication).
import { ApiPaths, type AdminPaperView } from '@confsys/domain';
import { apiRequest } from '../../../lib/api';
import { useApiData } from '../hooks/useApiData';

interface GetPapersResponse {
  papers?: AdminPaperView[];
}

/** The papers; an answer without a list counts as none (spec: "empty if absent"). */
export async function getPapers(): Promise<AdminPaperView[]> {
  const answer = await apiRequest<GetPapersResponse | null>(ApiPaths.getPapers);
  return Array.isArray(answer?.papers) ? answer.papers : [];
}

export function usePapers() {
  return useApiData(getPapers);
}
