// PUT /api/authors/papers/{paperId}/conflicts: replaces the committee members the authors of a paper
// declare a conflict with; 409 once the paper is no longer submitted, 400 for an unknown member.
import { useApiMutation } from '../../lib/useApiMutation';

export const useSavePaperConflicts = (paperId: string) => useApiMutation('paperConflicts', (excludedReviewers: string[]) => ({ params: { paperId }, json: { excludedReviewers } }));
