// GET /api/admin/getpapers: every paper with its reviewer and authors (Paper Management, Publication).
import type { AdminPaperView } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';
import { useApiData } from '../hooks/useApiData';

export async function getPapers(): Promise<AdminPaperView[]> {
  return (await callApi('getPapers')).papers;
}

export function usePapers() {
  return useApiData(getPapers);
}
