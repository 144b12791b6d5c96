// GET /api/reviews/getReviewComments?paperId=: the review of a paper, for the evaluation form.
import { Messages } from '@confsys/domain';
import { forbidden } from '../../lib/errors';
import { handles } from '../../lib/http';
import { checkPaperId, loadPaper } from '../../lib/papers';
import { canReadReview, reviewRef } from '../../lib/reviews';

export const getReviewComments = handles('getReviewComments', async ({ query, caller }) => {
  const paperId = checkPaperId(query.paperId);
  const paper = await loadPaper(paperId);
  const review = (await reviewRef(paperId).get()).data() ?? null;
  if (!canReadReview(caller, paper, review)) throw forbidden(Messages.notAssignedReviewer);
  if (!review) return { success: true, review: null };
  return {
    success: true,
    review: {
      articleId: review.paperId,
      articleTitle: review.articleTitle,
      criteriaRatings: review.criteriaRatings,
      suggestions: review.suggestions,
      plagiarism: review.plagiarism,
      additionalComments: review.additionalComments,
      recommendation: review.recommendation,
      finalRemarks: review.finalRemarks,
      updatedBy: review.updatedBy,
      status: review.status,
    },
  };
});
