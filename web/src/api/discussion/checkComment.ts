// POST /api/papers/{paperId}/discussion/check: where a comment names a member of the programme committee
// or their organisation, before it is posted. Changes nothing.
import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';

export function checkComment(paperId: string, text: string): Promise<ApiAnswer<'checkComment'>> {
  return callApi('checkComment', { params: { paperId }, json: { text } });
}

export function useCheckComment(paperId: string) {
  return useMutation({ mutationFn: (text: string) => checkComment(paperId, text) });
}
