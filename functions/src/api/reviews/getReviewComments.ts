// GET /api/reviews/getReviewComments?paperId=[&reviewerId=]: a review for the evaluation form. A
// reviewer gets their own review, and once it is submitted the other submitted reviews of the paper,
// labelled "Reviewer N" by the order of assignment, with no name and no confidential comments, when the
// conference shares reviews, and the authors' submitted response. An admin gets the named reviewer's
// review (or the only reviewer's) and the response.
import type { ReviewDoc, ReviewView } from '@confsys/domain';
import { labelledSubmitted, sharedReview, submittedResponse } from '../../lib/discussion/discussion';
import { handles } from '../../lib/http';
import { checkPaperId, isAdmin, loadPaper } from '../../lib/papers';
import { isSubmitted, readPaperReviews, readReviewSettings } from '../../lib/reviewStore';
import { reviewerOf } from '../../lib/reviews/reviewWriter';

function view(review: ReviewDoc): ReviewView {
  const { paperId, reviewerEmail: _email, createdAt: _created, updatedAt: _updated, keptAfterRemoval: _kept, history: _history, ...rest } = review;
  return { ...rest, articleId: paperId };
}

export const getReviewComments = handles('getReviewComments', async ({ query, caller }) => {
  const paperId = checkPaperId(query.paperId);
  const paper = await loadPaper(paperId);
  if (isAdmin(caller) && paper.reviewers.length === 0 && !query.reviewerId) return { success: true, review: null, others: [], response: await submittedResponse(paperId) };
  const reviewerId = reviewerOf(caller, paper, query.reviewerId);
  const reviews = await readPaperReviews(paper);
  const own = reviews.find((review) => review.reviewerId === reviewerId);
  // The response, like the others' reviews, waits for the reviewer's own review.
  const readsOthers = !isAdmin(caller) && own !== undefined && isSubmitted(own);
  const others =
    readsOthers && (await readReviewSettings()).shareReviews
      ? labelledSubmitted(paper, reviews)
          .filter(({ review }) => review.reviewerId !== reviewerId)
          .map(({ review, label }) => sharedReview(review, label))
      : [];
  const response = isAdmin(caller) || readsOthers ? await submittedResponse(paperId) : null;
  return { success: true, review: own ? view(own) : null, others, response };
});
