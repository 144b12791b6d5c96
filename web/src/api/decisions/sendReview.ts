// POST /api/admin/sendreview: releases the review to the author; the review is locked from then on. The
// decision table is read again after.
import { useApiMutation } from '../../lib/useApiMutation';
import { reviewerCommentsKey } from '../reviews/getReviewerComments';

export const useSendReview = () => useApiMutation('sendReview', (paperId: string) => ({ json: { paperId } }), [reviewerCommentsKey]);
