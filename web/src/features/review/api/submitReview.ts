// POST /api/reviews/submitReview and /api/reviews/saveDraft: the evaluation, complete or as far as it
// is filled in, for the signed-in reviewer (or, in admin mode, the named reviewer).
import type { MessageResponse } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';
import type { ReviewSubmission } from '../utils/reviewForm';

export function submitReview(review: ReviewSubmission): Promise<MessageResponse> {
  return callApi('submitReview', { json: review });
}

export function saveDraft(review: ReviewSubmission): Promise<MessageResponse> {
  return callApi('saveDraft', { json: review });
}
