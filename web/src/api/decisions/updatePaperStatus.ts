// POST /api/admin/updatestatus: the decision on a reviewed paper (Accepted or Rejected); 409 unless it
// is Under Review with a review PDF. The decision table and the paper lists are read again after.
import { PaperStatus } from '@confsys/domain';
import { useApiMutation } from '../../lib/useApiMutation';
import { reviewerCommentsKey } from '../reviews/getReviewerComments';
import { paperCountsKey } from '../submissions/getPaperCounts';
import { papersKey } from '../submissions/getPapers';

export type Decision = typeof PaperStatus.Accepted | typeof PaperStatus.Rejected;

export const useUpdatePaperStatus = () =>
  useApiMutation('updateStatus', (json: { paperId: string; status: Decision }) => ({ json }), [reviewerCommentsKey, papersKey, paperCountsKey]);
