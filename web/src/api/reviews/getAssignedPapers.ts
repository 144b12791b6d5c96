// GET /api/reviewers/assignedpapers?email=: the signed-in reviewer's papers, each with the state of their
// own review. Reviewers read papers only through the API: a paper's document lists all its reviewers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignedPaperView } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export async function getAssignedPapers(email: string): Promise<AssignedPaperView[]> {
  return (await callApi('assignedPapers', { query: { email: email.toLowerCase() } })).papers;
}

/** The reviewer's list, to read again after they declare a conflict. */
export const assignedPapersKey = ['reviewer', 'assignedPapers'] as const;

export function assignedPapersOptions(email: string) {
  return queryOptions({ queryKey: [...assignedPapersKey, email.toLowerCase()] as const, queryFn: () => getAssignedPapers(email) });
}

/**
 * The list, read again whenever the tab comes back into view (papers are assigned meanwhile). A refused
 * or failed read goes to the screen's error boundary.
 */
export function useAssignedPapers(email: string): { loading: boolean; papers: AssignedPaperView[] } {
  const query = useQuery({ ...assignedPapersOptions(email), refetchOnWindowFocus: 'always' });
  // Thrown once no read is under way (a retry, or a new mount's read, may still bring the list).
  if (query.isError && !query.isFetching) throw query.error;
  return { loading: query.status === 'pending', papers: query.data ?? [] };
}
