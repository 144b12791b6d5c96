// GET /api/authors/getmanuscriptbyauthor/{authorId}?edition=: the author's papers of an archived edition
// with the payment that covered each there (the current edition's are read live from Firestore). An
// archived edition no longer changes: read once per visit.
import { useQuery } from '@tanstack/react-query';
import type { ManuscriptView } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export function useArchivedManuscripts(authorId: string, edition: string): { loading: boolean; manuscripts: ManuscriptView[] } {
  const answer = useQuery({
    queryKey: ['author', 'archivedManuscripts', edition, authorId],
    queryFn: async () => (await callApi('manuscriptsByAuthor', { params: { authorId }, query: { edition } })).manuscripts,
    staleTime: Infinity,
  });
  // A refused read goes to the dashboard's error boundary.
  if (answer.isError) throw answer.error;
  return { loading: answer.isPending, manuscripts: answer.data ?? [] };
}
