// Reviews: one document per (paper, reviewer), where they live, their states, and the review settings.
import {
  ReviewStatus,
  defaultReviewSettings,
  dueDateOf,
  overallScore,
  reviewDocId,
  reviewTiming,
  reviewerLabel,
  summariseReviews,
  type Assignment,
  type PaperDoc,
  type ReviewDoc,
  type ReviewScores,
  type ReviewSettings,
  type ReviewState,
  type ReviewSummary,
  type ReviewTiming,
  type ReviewVersion,
} from '@confsys/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { shownCalendar } from './calendar';
import { configDocs, documents, readAll } from './documents';

export const reviewRef = (paperId: string, reviewerId: string) => documents.reviews.doc(reviewDocId(paperId, reviewerId));

/** Every review of a paper: those of its reviewers, and any the admin kept after removing a reviewer. */
export const paperReviewsQuery = (paperId: string) => documents.reviews.where('paperId', '==', paperId);

export async function loadPaperReviews(paperId: string, transaction?: Transaction): Promise<ReviewDoc[]> {
  const snapshot = transaction ? await transaction.get(paperReviewsQuery(paperId)) : await paperReviewsQuery(paperId).get();
  return snapshot.docs.map((doc) => doc.data());
}

type ReviewedPaper = Pick<PaperDoc, 'paperId' | 'reviewerIds' | 'submittedReviews'>;

/**
 * Whether the paper may hold a review besides its reviewers': one kept after its reviewer was removed
 * counts in `submittedReviews` without being among the assigned reviewers' reviews.
 */
const mayKeepOthers = (paper: ReviewedPaper, assigned: readonly ReviewDoc[]) => countSubmitted(assigned) < paper.submittedReviews;

/**
 * Every review of a paper, read by document ID (its reviewers'), and by query only when a review kept
 * after removal may exist. In a transaction this reads, and so guards, only those documents: writers
 * of different papers never meet.
 */
export async function readPaperReviews(paper: ReviewedPaper, transaction?: Transaction): Promise<ReviewDoc[]> {
  const assigned = (await readAll(paper.reviewerIds.map((reviewerId) => reviewRef(paper.paperId, reviewerId)), transaction)).filter((review) => review !== undefined);
  return mayKeepOthers(paper, assigned) ? loadPaperReviews(paper.paperId, transaction) : assigned;
}

/** Every review of each paper (a page of a list): one read of the reviewers' reviews, a query per paper only where one was kept. */
export async function readReviewsOf(papers: readonly ReviewedPaper[]): Promise<Map<string, ReviewDoc[]>> {
  const refs = papers.flatMap((paper) => paper.reviewerIds.map((reviewerId) => reviewRef(paper.paperId, reviewerId)));
  const assigned = (await readAll(refs)).filter((review) => review !== undefined);
  const byPaper = new Map<string, ReviewDoc[]>(papers.map((paper) => [paper.paperId, []]));
  for (const review of assigned) byPaper.get(review.paperId)?.push(review);
  await Promise.all(
    papers.filter((paper) => mayKeepOthers(paper, byPaper.get(paper.paperId) ?? [])).map(async (paper) => byPaper.set(paper.paperId, await loadPaperReviews(paper.paperId))),
  );
  return byPaper;
}

/** A review's state as the screens show it. */
export function reviewState(review: ReviewDoc | undefined): ReviewState {
  return review ? review.status : 'Not started';
}

/** Whether a review counts as submitted: submitted, or sent to the author. */
export function isSubmitted(review: Pick<ReviewDoc, 'status'>): boolean {
  return review.status !== ReviewStatus.Draft;
}

/**
 * A paper's `submittedReviews`: the submitted reviews among those it keeps after a write (its
 * reviewers', and any kept after removal). The invariant checker recounts it the same way.
 */
export function countSubmitted(reviews: ReadonlyArray<Pick<ReviewDoc, 'status'>>): number {
  return reviews.filter(isSubmitted).length;
}

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

/** When an assigned reviewer's review is due, and how it stands at `now` (the reviewer's and the chair's screens). */
export function reviewDue(assignment: Assignment | undefined, review: ReviewDoc | undefined, reviewDeadline: string, now = Date.now()): { dueAt: string; timing: ReviewTiming } {
  const dueAt = dueDateOf(assignment, reviewDeadline);
  return { dueAt, timing: reviewTiming(review, dueAt, now) };
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

/** The conference's review settings, or the defaults until the admin saves them. */
export async function readReviewSettings(): Promise<ReviewSettings> {
  const stored = (await configDocs.reviewing.get()).data();
  return stored ?? defaultReviewSettings;
}

/**
 * The papers assigned to a reviewer's email, each with that reviewer's assignment, their own review and
 * when it is due: the reviewer's list and their calendar feed read them the same way.
 */
export async function reviewerAssignments(email: string): Promise<Array<{ paper: PaperDoc; assignment: Assignment | undefined; review: ReviewDoc | undefined; dueAt: string; timing: ReviewTiming }>> {
  const [assigned, own, calendar] = await Promise.all([
    documents.papers.where('reviewerEmails', 'array-contains', email).get(),
    documents.reviews.where('reviewerEmail', '==', email).get(),
    shownCalendar(),
  ]);
  const now = Date.now();
  const reviews = new Map(own.docs.map((doc) => [doc.data().paperId, doc.data()]));
  return assigned.docs.map((doc) => {
    const paper = doc.data();
    const review = reviews.get(paper.paperId);
    const assignment = paper.reviewers.find((candidate) => candidate.email === email);
    return { paper, assignment, review, ...reviewDue(assignment, review, calendar.reviewDeadline, now) };
  });
}
