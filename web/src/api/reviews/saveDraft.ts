// POST /api/reviews/saveDraft: the evaluation as far as it is filled in (until it is first submitted),
// for the signed-in reviewer (or, in admin mode, the named reviewer).
import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@confsys/domain';
import { callApi, type ApiBody } from '../../lib/apiClient';

export function saveDraft(review: ApiBody<'saveDraft'>): Promise<MessageAnswer> {
  return callApi('saveDraft', { json: review });
}

export function useSaveDraft() {
  return useMutation({ mutationFn: saveDraft });
}
