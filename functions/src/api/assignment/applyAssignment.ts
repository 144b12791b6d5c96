// POST /api/admin/autoassign/proposals/{proposalId}/apply: applies the caller's proposal exactly as it was
// shown, or refuses it whole (nothing written) when anything it read changed since.
import { handles } from '../../lib/http';
import { applyProposal } from '../../lib/assignment/autoassign/apply';

export const applyAssignment = handles('applyAssignment', async ({ params, caller }) => applyProposal(params.proposalId ?? '', caller));
