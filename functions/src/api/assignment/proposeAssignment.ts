// POST /api/admin/autoassign/proposals: proposes an automatic assignment ({ reviewersPerPaper,
// maxPerReviewer, papers, objective }), stored for its maker to apply; answers it with its proposalId.
import { handles } from '../../lib/http';
import { propose } from '../../lib/assignment/autoassign/proposal';

export const proposeAssignment = handles('proposeAssignment', async ({ body, caller }) => propose(body, caller));
