// POST /api/reviewers/conflicts: the signed-in reviewer declares a conflict of interest with a paper
// assigned to them, which takes them off it; their list is read again after.
import { useApiMutation } from '../../lib/useApiMutation';
import { assignedPapersKey } from '../reviews/getAssignedPapers';

export const useDeclareConflict = () => useApiMutation('declareConflict', (paperId: string) => ({ json: { paperId } }), [assignedPapersKey]);
