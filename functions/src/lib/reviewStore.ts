// The reviews' store: one document per (paper, reviewer), read by document ID where it can be (so a
// transaction guards only the papers it touches), the states that count as submitted, and the review
// settings. Every area that reads reviews (the paper lists, the reminders, the feed, the writer) reads
// them here.
import { ReviewStatus, defaultReviewSettings, reviewDocId, type Assignment, type AssignmentReview, type PaperDoc, type ReviewDoc, type ReviewSettings, type ReviewState } from '@confsys/domain';
import type { Transaction } from 'firebase-admin/firestore';
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

/** What the paper records of a review (null: none yet). */
export function reviewRecord(review: Pick<ReviewDoc, 'status' | 'submittedAt'> | undefined): AssignmentReview | null {
  if (!review) return null;
  return review.submittedAt === undefined ? { status: review.status } : { status: review.status, submittedAt: review.submittedAt };
}

/**
 * The assignments with their reviews recorded, from every review the paper keeps after a write: each
 * writer of a review or of the reviewers passes what it read and wrote in its transaction.
 */
export function recordReviews(reviewers: readonly Assignment[], reviews: ReadonlyArray<Pick<ReviewDoc, 'reviewerId' | 'status' | 'submittedAt'>>): Assignment[] {
  const byReviewer = new Map(reviews.map((review) => [review.reviewerId, review]));
  return reviewers.map((assignment) => ({ ...assignment, review: reviewRecord(byReviewer.get(assignment.reviewerId)) }));
}

/**
 * The assignments being added to a paper with their reviews recorded: none, unless the chair kept a
 * review when removing its reviewer, which the paper's records and count tell without a read.
 */
export async function recordAddedReviews(paper: ReviewedPaper & Pick<PaperDoc, 'reviewers'>, added: readonly Assignment[], transaction: Transaction): Promise<Assignment[]> {
  const recorded = paper.reviewers.map((assignment) => assignment.review);
  const noneKept = recorded.every((review) => review !== undefined) && countSubmitted(recorded.filter((review) => review !== null)) === paper.submittedReviews;
  return recordReviews(added, noneKept ? [] : await loadPaperReviews(paper.paperId, transaction));
}

/** Whether every assignment of the paper records its review (papers from before the record lack it). */
export const reviewsRecorded = (paper: Pick<PaperDoc, 'reviewers'>) => paper.reviewers.every((assignment) => assignment.review !== undefined);

/**
 * Each assignment's review as recorded on a page of papers: the reviews themselves are read only for
 * papers from before the record, so a list reads no review otherwise.
 */
export async function assignmentReviewsOf(papers: readonly PaperDoc[]): Promise<(paper: PaperDoc, assignment: Assignment) => AssignmentReview | null> {
  const read = await readReviewsOf(papers.filter((paper) => !reviewsRecorded(paper)));
  return (paper, assignment) => {
    if (assignment.review !== undefined) return assignment.review;
    return reviewRecord(read.get(paper.paperId)?.find((review) => review.reviewerId === assignment.reviewerId));
  };
}

/** A review's state as the screens show it. */
export function reviewState(review: Pick<ReviewDoc, 'status'> | null | undefined): ReviewState {
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

/** The conference's review settings, or the defaults until the admin saves them. */
export async function readReviewSettings(): Promise<ReviewSettings> {
  const stored = (await configDocs.reviewing.get()).data();
  return stored ?? defaultReviewSettings;
}
