// GET /api/reviews/getReviewComments?paperId=[&reviewerId=]: a review for the evaluation form. A
// reviewer gets their own review, and once it is submitted the other submitted reviews of the paper,
// labelled "Reviewer N" by the order of assignment, with no name and no confidential comments, when the
// conference shares reviews. An admin gets the named reviewer's review (or the only reviewer's).
import { reviewerLabel, type ReviewDoc, type ReviewView, type SharedReview } from '@confsys/domain';
import { handles } from '../../lib/http';
import { checkPaperId, isAdmin, loadPaper } from '../../lib/papers';
import { isSubmitted, readPaperReviews, orderedReviews, readReviewSettings } from '../../lib/reviews';
import { reviewerOf } from '../../lib/reviewWriter';

function view(review: ReviewDoc): ReviewView {
  const { paperId, reviewerEmail: _email, createdAt: _created, updatedAt: _updated, keptAfterRemoval: _kept, ...rest } = review;
  return { ...rest, articleId: paperId };
}

function shared(review: ReviewDoc, label: string): SharedReview {
  const { criteriaRatings, suggestions, plagiarism, additionalComments, recommendation, finalRemarks, confidence } = review;
  return { label, criteriaRatings, suggestions, plagiarism, additionalComments, finalRemarks, ...(recommendation ? { recommendation } : {}), ...(confidence ? { confidence } : {}) };
}

export const getReviewComments = handles('getReviewComments', async ({ query, caller }) => {
  const paperId = checkPaperId(query.paperId);
  const paper = await loadPaper(paperId);
  if (isAdmin(caller) && paper.reviewers.length === 0 && !query.reviewerId) return { success: true, review: null, others: [] };
  const reviewerId = reviewerOf(caller, paper, query.reviewerId);
  const reviews = await readPaperReviews(paper);
  const own = reviews.find((review) => review.reviewerId === reviewerId);
  let others: SharedReview[] = [];
  if (!isAdmin(caller) && own && isSubmitted(own) && (await readReviewSettings()).shareReviews) {
    others = orderedReviews(paper, reviews)
      .map(({ review }, index) => ({ review, label: reviewerLabel(index) }))
      .filter((entry): entry is { review: ReviewDoc; label: string } => entry.review !== undefined && entry.review.reviewerId !== reviewerId && isSubmitted(entry.review))
      .map(({ review, label }) => shared(review, label));
  }
  return { success: true, review: own ? view(own) : null, others };
});
