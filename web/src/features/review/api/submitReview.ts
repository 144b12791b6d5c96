// POST /api/reviews/submitReview: creates or replaces the review of a paper. 403 when the paper is not
// the reviewer's, 409 when the review was already sent to the author (locked).
import { ApiPaths, type MessageResponse } from '@confsys/domain';
import { apiRequest } from '../../../lib/api';
import type { ReviewSubmission } from '../utils/reviewForm';

export function submitReview(review: ReviewSubmission): Promise<MessageResponse | null> {
  return apiRequest<MessageResponse | null>(ApiPaths.submitReview, { method: 'POST', json: review });
}
