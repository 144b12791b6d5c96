// GET /api/reviewers/topics: the signed-in reviewer's topics and research area.
import { handles } from '../../lib/http';
import { callerReviewer } from '../../lib/assignment/reviewerBids';

export const reviewerTopics = handles('reviewerTopics', async ({ caller }) => {
  const reviewer = await callerReviewer(caller);
  return { topics: reviewer.topics ?? [], researchArea: reviewer.researchArea };
});
