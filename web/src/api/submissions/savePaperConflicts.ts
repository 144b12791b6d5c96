
import { useApiMutation } from '../../lib/useApiMutation';

export const useSavePaperConflicts = (paperId: string) => useApiMutation('paperConflicts', (excludedReviewers: string[]) => ({ params: { paperId }, json: { excludedReviewers } }));
