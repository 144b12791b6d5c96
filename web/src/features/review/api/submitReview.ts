// POST /api/reviews/submitReview: creates or replaces the review of a paper. 403 when the paper is not
// the reviewer's, 409 when the review was already sent to the author (locked).
import type { MessageResponse } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';
import type { ReviewSubmission } from '../utils/reviewForm';

export function submitReview(review: ReviewSubmission): Promise<MessageResponse> {
  return callApi('submitReview', { json: review });
}
