// POST /api/admin/sendreview: sends a paper's review to its author (the review is then locked).
import { Messages } from '@confsys/domain';
import { handles } from '../../lib/http';
import { checkPaperId } from '../../lib/papers';
import { sendReviews } from '../../lib/decisions/sendReviews';

export const sendReview = handles('sendReview', async ({ body, caller }) => {
  await sendReviews(checkPaperId(body.paperId), caller);
  return { message: Messages.reviewSent };
});
