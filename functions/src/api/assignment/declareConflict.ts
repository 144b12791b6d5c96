// POST /api/reviewers/conflicts { paperId }: the signed-in reviewer declares a conflict of interest with a
// paper assigned to them (lib/assignment/declareConflict.ts).
import { handles } from '../../lib/http';
import { declareOwnConflict } from '../../lib/assignment/declareConflict';
import { checkPaperId, loadPaper } from '../../lib/papers';
import { reviewerOf } from '../../lib/reviews/reviewWriter';

export const declareConflict = handles('declareConflict', async ({ body, caller }) => {
  const paper = await loadPaper(checkPaperId(body.paperId));
  return declareOwnConflict(paper, reviewerOf(caller, paper, undefined));
});
