// POST /api/admin/papers/{paperId}/release: opens a paper's submitted reviews to its authors for their
// response (and emails them). The decision table is read again after.
import { useApiMutation } from '../../lib/useApiMutation';
import { reviewerCommentsKey } from '../reviews/getReviewerComments';

export const useReleaseResponse = () => useApiMutation('releaseResponse', (paperId: string) => ({ params: { paperId } }), [reviewerCommentsKey]);
