// POST /api/admin/papers/{paperId}/restore (no body): puts a withdrawn paper back with its reviewers; 409
// when it is not withdrawn. The paper lists are read again after.
import { useApiMutation } from '../../lib/useApiMutation';
import { paperCountsKey } from './getPaperCounts';
import { papersKey } from './getPapers';

export const useRestorePaper = () => useApiMutation('restorePaper', (paperId: string) => ({ params: { paperId } }), [papersKey, paperCountsKey]);
