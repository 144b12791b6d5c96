// POST /api/reviews/saveDraft: an assigned reviewer's unfinished evaluation, to finish later. Any answer
// may be missing; those given must fit the form. A submitted review is changed by submitting again.
import { Messages, ReviewStatus, draftContent } from '@confsys/domain';
import { handles } from '../../lib/http';
import { saveReview } from '../../lib/reviews/reviewWriter';

export const saveDraft = handles('saveDraft', async ({ body, caller }) => {
  const { articleId, reviewerId, ...form } = body;
  await saveReview(caller, { articleId, reviewerId }, draftContent(form), ReviewStatus.Draft);
  return { success: true, message: Messages.draftSaved };
});
