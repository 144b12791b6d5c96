// POST /api/reviews/submitReview: an assigned reviewer's complete evaluation of a paper (or an admin's
// edit of a reviewer's, naming the reviewer). The comments PDF for the author is made when the admin
// sends the reviews; until then the admin reads it made afresh (api/files).
import { Messages, ReviewStatus, reviewContent } from '@confsys/domain';
import { handles } from '../../lib/http';
import { saveReview } from '../../lib/reviews/reviewWriter';

export const submitReview = handles('submitReview', async ({ body, caller }) => {
  const { articleId, reviewerId, ...form } = body;
  await saveReview(caller, { articleId, reviewerId }, reviewContent(form), ReviewStatus.Submitted);
  return { success: true, message: Messages.reviewSubmitted };
});
