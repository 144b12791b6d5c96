// POST /api/admin/assignreviewer: the spec's call `{ paperId, reviewerId }` adds one reviewer to a paper;
// `{ paperId, reviewerIds }` sets the paper's whole list (lib/assignment/assignReviewer.ts).
import { handles } from '../../lib/http';
import { assignReviewers } from '../../lib/assignment/assignReviewer';

export const assignReviewer = handles('assignReviewer', async ({ body, caller }) => assignReviewers(body, caller));
