// GET /api/authors/papers/{paperId}/response: the reviews released for the authors' response, the
// response window, the word limit and the response as saved, for the response page. 409 while the
// reviews are not released (its message is shown).
import { useQuery } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';

export type AuthorResponse = ApiAnswer<'authorResponse'>;

export const authorResponseKey = (paperId: string) => ['author', 'response', paperId] as const;

export function getAuthorResponse(paperId: string): Promise<AuthorResponse> {
  return callApi('authorResponse', { params: { paperId } });
}

/** Read each time the page opens: the form starts from the response as stored now. */
export function useAuthorResponse(paperId: string) {
  return useQuery({ queryKey: authorResponseKey(paperId), queryFn: () => getAuthorResponse(paperId), ...readOnEachOpen });
}
