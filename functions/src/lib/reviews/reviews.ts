// Reviews as the screens and the decision read them: the reviewers in order with their reviews, when
// each is due, the versions and the scores, and the papers assigned to a reviewer (the store is
// functions/src/lib/reviewStore.ts).
import {
  comparePaperIds,
  overallScore,
  reviewerLabel,
  summariseReviews,
  type Assignment,
  type AssignedPaperView,
  type AssignmentReview,
  type PaperDoc,
  type ReviewDoc,
  type ReviewScores,
  type ReviewSummary,
  type ReviewTiming,
  type ReviewVersion,
  reviewDue,
} from '@confsys/domain';
import { shownCalendar } from '../calendar/calendar';
import { readAll } from '../documents';
import { paperRef } from '../papers';
import { reviewerPaperIds } from '../paperLists';
import { assignmentReviewsOf, isSubmitted, reviewState } from '../reviewStore';
import { topSimilarity } from '../similarity/check';


/**
 * The reviews of a paper in the order that labels them "Reviewer 1, 2, ...": the assigned reviewers in
 * the order of assignment, then reviews kept after their reviewer was removed.
 */
export function orderedReviews(paper: Pick<PaperDoc, 'reviewers'>, reviews: readonly ReviewDoc[]): Array<{ reviewerId: string; name: string; review: ReviewDoc | undefined }> {
  const byReviewer = new Map(reviews.map((review) => [review.reviewerId, review]));
  const assigned = paper.reviewers.map((assignment: Assignment) => ({ reviewerId: assignment.reviewerId, name: assignment.name, review: byReviewer.get(assignment.reviewerId) }));
  const kept = reviews
    .filter((review) => !paper.reviewers.some((assignment) => assignment.reviewerId === review.reviewerId))
    .map((review) => ({ reviewerId: review.reviewerId, name: '(removed reviewer)', review }));
  return [...assigned, ...kept];
}


/** A submitted review's versions: those kept, or for a review from before they were kept, the one it has. */
export function reviewHistory(review: ReviewDoc): ReviewVersion[] {
  if (review.history && review.history.length > 0) return review.history;
  return [{ at: review.submittedAt ?? review.updatedAt, overall: overallScore(review.criteriaRatings), recommendation: review.recommendation ?? null }];
}

/** Each review's scores for the chair, labelled in order, with its due date, and the summary of the submitted ones. */
export function scoreReviews(paper: Pick<PaperDoc, 'reviewers'>, reviews: readonly ReviewDoc[], reviewDeadline: string): { scores: ReviewScores[]; summary: ReviewSummary } {
  const now = Date.now();
  const scores = orderedReviews(paper, reviews).map(({ reviewerId, name, review }, index): ReviewScores => {
    const submitted = review !== undefined && isSubmitted(review);
    const assignment = paper.reviewers.find((candidate) => candidate.reviewerId === reviewerId);
    const due = assignment ? reviewDue(assignment, review, reviewDeadline, now) : { dueAt: null, timing: null };
    return {
      label: reviewerLabel(index),
      reviewerId,
      name,
      state: reviewState(review),
      ...due,
      overall: submitted ? overallScore(review.criteriaRatings) : null,
      recommendation: submitted ? (review.recommendation ?? null) : null,
      confidence: submitted ? (review.confidence ?? null) : null,
      criteriaRatings: submitted ? review.criteriaRatings : {},
      history: submitted ? reviewHistory(review) : [],
    };
  });
  const overall = scores.map((score) => score.overall).filter((value): value is number => value !== null);
  return { scores, summary: summariseReviews(paper.reviewers.length, overall) };
}


/**
 * The papers assigned to a reviewer's email, each with that reviewer's assignment, their own review and
 * when it is due: the reviewer's list and their calendar feed read them the same way.
 */
export async function reviewerAssignments(email: string): Promise<Array<{ paper: PaperDoc; assignment: Assignment | undefined; review: AssignmentReview | null; dueAt: string; timing: ReviewTiming }>> {
  const [paperIds, calendar] = await Promise.all([reviewerPaperIds(email), shownCalendar()]);
  // The list is an index: the paper decides, so one that no longer names the address is left out.
  const assigned = (await readAll(paperIds.map(paperRef))).filter((paper): paper is PaperDoc => paper !== undefined && paper.reviewerEmails.includes(email));
  const reviewOf = await assignmentReviewsOf(assigned);
  const now = Date.now();
  return assigned.map((paper) => {
    const assignment = paper.reviewers.find((candidate) => candidate.email === email);
    const review = assignment ? reviewOf(paper, assignment) : null;
    return { paper, assignment, review, ...reviewDue(assignment, review, calendar.reviewDeadline, now) };
  });
}

/**
 * The reviewer's list: each assigned paper with the state of their own review, when it is due, and the
 * similarity check's figure alone (never which paper matched, nor who wrote either).
 */
export async function assignedPaperViews(email: string): Promise<AssignedPaperView[]> {
  const assignments = await reviewerAssignments(email);
  const similarity = await topSimilarity(assignments.map(({ paper }) => paper.paperId));
  return assignments
    .map(({ paper, review, dueAt, timing }, at) => ({
      paperId: paper.paperId,
      title: paper.title,
      status: paper.status,
      fileUrl: paper.manuscriptPath,
      reviewState: reviewState(review),
      dueAt,
      timing,
      similarity: similarity[at] ?? null,
    }))
    .sort((a, b) => comparePaperIds(a.paperId, b.paperId));
}
