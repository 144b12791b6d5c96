// GET /api/reviewers/assignedpapers?email=: the signed-in reviewer's papers, each with the state of their
// own review. Reviewers read papers only through the API: a paper's document lists all its reviewers.
import type { AssignedPaperView } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';

export async function getAssignedPapers(email: string): Promise<AssignedPaperView[]> {
  return (await callApi('assignedPapers', { query: { email: email.toLowerCase() } })).papers;
}
