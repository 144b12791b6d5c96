// PUT /api/reviewers/topics: sets the signed-in reviewer's topics (any of the call for papers' topics).
import { reviewerTopicsMessage } from '@confsys/domain';
import { handles } from '../../lib/http';
import { reviewerRef } from '../../lib/committee/reviewers';
import { callerReviewer } from '../../lib/assignment/reviewerBids';
import { checkCallTopics } from '../../lib/conference/identity';

export const saveReviewerTopics = handles('saveReviewerTopics', async ({ caller, body }) => {
  const reviewer = await callerReviewer(caller);
  await checkCallTopics(body.topics, reviewerTopicsMessage);
  await reviewerRef(reviewer.id).update({ topics: body.topics });
  return { topics: body.topics, researchArea: reviewer.researchArea };
});
