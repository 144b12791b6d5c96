// GET /api/admin/papers/{paperId}/emergency-reviewers: the paper's overdue reviews and the members who
// could take one at short notice, ranked (lib/assignment/emergency.ts).
import { handles } from '../../lib/http';
import { readEmergencyCandidates } from '../../lib/assignment/emergency';

export const emergencyCandidates = handles('emergencyCandidates', ({ params }) => readEmergencyCandidates(params.paperId ?? ''));
