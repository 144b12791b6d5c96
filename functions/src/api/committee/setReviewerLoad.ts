// PUT /api/admin/reviewers/{reviewerId}/load: the chair sets a reviewer's load (the automatic
// assignment's cap for them), whatever is assigned already.
import { handles } from '../../lib/http';
import { setReviewerLoad as setLoad } from '../../lib/committee/membership';

export const setReviewerLoad = handles('setReviewerLoad', async ({ params, body, caller }) => setLoad(caller, params.reviewerId ?? '', body.load));
