// GET /api/authors/papers/{paperId}/proceedings: an accepted paper's proceedings as its authors see them:
// until when (and whether) the camera-ready file, the copyright form and the final metadata are taken,
// the page limits and size, the camera-ready file with its checks, the copyright text with the signature
// in force, and the metadata (as confirmed, or as submitted until it is). 409 while the paper is not
// accepted (its message is shown).
import { useQuery } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';

export type AuthorProceedings = ApiAnswer<'authorProceedings'>;

export const authorProceedingsKey = (paperId: string) => ['author', 'proceedings', paperId] as const;

export function getAuthorProceedings(paperId: string): Promise<AuthorProceedings> {
  return callApi('authorProceedings', { params: { paperId } });
}

/** Read again on each visit: the chair may change the copyright text or the deadline at any moment. */
export function useAuthorProceedings(paperId: string) {
  return useQuery({ queryKey: authorProceedingsKey(paperId), queryFn: () => getAuthorProceedings(paperId), staleTime: 0 });
}
