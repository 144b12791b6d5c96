// GET /api/admin/autoassign/proposals/{proposalId}?page=: a page of the caller's stored proposal (the
// papers left short first, then the pairs), with the figures and loads of the whole.
import { handles } from '../../lib/http';
import { readProposalPage } from '../../lib/assignment/autoassign/proposal';

export const proposalPage = handles('proposalPage', async ({ params, query, caller }) => readProposalPage(params.proposalId ?? '', Number(query.page ?? '1'), caller));
