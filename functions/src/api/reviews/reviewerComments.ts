// GET /api/admin/reviewercomments: one page of the chair's decision table (lib/reviews/decisionTable.ts).
import { handles } from '../../lib/http';
import { readDecisionTable } from '../../lib/reviews/decisionTable';

export const reviewerComments = handles('reviewerComments', async ({ query }) => readDecisionTable(query));
