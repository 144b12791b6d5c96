// PUT /api/admin/publish/{paperId} (no body): publishes an Accepted paper; 409 otherwise. The paper
// lists are read again after.
import { useApiMutation } from '../../lib/useApiMutation';
import { paperCountsKey } from '../submissions/getPaperCounts';
import { papersKey } from '../submissions/getPapers';

export const usePublishPaper = () => useApiMutation('publish', (paperId: string) => ({ params: { paperId } }), [papersKey, paperCountsKey]);
