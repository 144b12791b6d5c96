// POST /api/reviews/submitReview: the complete evaluation, for the signed-in reviewer (or, in admin mode,
// the named reviewer). The lists that show the review's state read again when next shown.
import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@confsys/domain';
import { callApi, type ApiBody } from '../../lib/apiClient';

export function submitReview(review: ApiBody<'submitReview'>): Promise<MessageAnswer> {
  return callApi('submitReview', { json: review });
}

export function useSubmitReview() {
  return useMutation({ mutationFn: submitReview });
}
