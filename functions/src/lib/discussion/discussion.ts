// After the reviews: the authors' response and each paper's discussion. Who may read and write them, the
// labels that stand for reviewers ("Reviewer N", as everywhere), the names a text must not carry, and the
// discussion's notices are in notices.ts.
import {
  Collections,
  Messages,
  defaultReviewSettings,
  identitiesIn,
  reviewerLabel,
  type CommentDoc,
  type CommentView,
  type DiscussionDoc,
  type IdentityKind,
  type NameWarning,
  type NamedPerson,
  type PaperDoc,
  type ResponseDoc,
  type ReviewDoc,
  type ReviewSettings,
  type SharedReview,
} from '@confsys/domain';
import { db } from '../admin';
import type { Caller } from '../auth';
import { forbidden } from '../errors';
import { isAdmin } from '../papers';
import { orderedReviews } from '../reviews/reviews';
import { isSubmitted, readPaperReviews } from '../reviewStore';
import { responseRef } from '../discussionStore';

export { discussionRef, paperCommentsQuery, readComments, removeCommenter, responseRef } from '../discussionStore';


/** The response's word limit as the chair set it. */
export const responseWordLimit = (settings: ReviewSettings) => settings.responseWords ?? defaultReviewSettings.responseWords;

/** A submitted review as its authors and the other reviewers may read it: labelled, unnamed, without the confidential comments. */
export function sharedReview(review: ReviewDoc, label: string): SharedReview {
  const { criteriaRatings, suggestions, plagiarism, additionalComments, recommendation, finalRemarks, confidence } = review;
  return { label, criteriaRatings, suggestions, plagiarism, additionalComments, finalRemarks, ...(recommendation ? { recommendation } : {}), ...(confidence ? { confidence } : {}) };
}

/** The submitted reviews of a paper, each with its label (the label counts every review in order, as the chair's table does). */
export function labelledSubmitted(paper: Pick<PaperDoc, 'reviewers'>, reviews: readonly ReviewDoc[]): Array<{ review: ReviewDoc; label: string }> {
  return orderedReviews(paper, reviews)
    .map(({ review }, index) => ({ review, label: reviewerLabel(index) }))
    .filter((entry): entry is { review: ReviewDoc; label: string } => entry.review !== undefined && isSubmitted(entry.review));
}

/** Each reviewer's label on the paper, by record ID: assigned reviewers in order, then reviews kept after removal. */
export function reviewerLabels(paper: Pick<PaperDoc, 'reviewers'>, reviews: readonly ReviewDoc[]): Map<string, string> {
  return new Map(orderedReviews(paper, reviews).map((entry, index) => [entry.reviewerId, reviewerLabel(index)]));
}

/** The assigned reviewers who can read the discussion: those whose own review is submitted. */
export function readersOf(paper: Pick<PaperDoc, 'reviewers'>, reviews: readonly ReviewDoc[]) {
  const submitted = new Set(reviews.filter(isSubmitted).map((review) => review.reviewerId));
  return paper.reviewers.filter((assignment) => submitted.has(assignment.reviewerId));
}

/** Who takes part in a discussion: the chair (any admin), or one of the paper's reviewers. */
export type Participant = { kind: 'chair'; uid: string } | { kind: 'reviewer'; reviewerId: string };

/**
 * The caller as a participant of the paper's discussion, or a 403: a reviewer must be assigned now (one
 * removed loses it at once), have verified their email, and have submitted their own review.
 */
export function participantOf(caller: Caller, paper: Pick<PaperDoc, 'reviewers'>, reviews: readonly ReviewDoc[]): Participant {
  if (isAdmin(caller)) return { kind: 'chair', uid: caller.uid };
  if (!caller.emailVerified) throw forbidden(Messages.verifyEmailFirst);
  const own = paper.reviewers.find((assignment) => assignment.email === caller.email);
  if (!own) throw forbidden(Messages.discussionNotOnPaper);
  const review = reviews.find((candidate) => candidate.reviewerId === own.reviewerId);
  if (!review || !isSubmitted(review)) throw forbidden(Messages.discussionNeedsOwnReview);
  return { kind: 'reviewer', reviewerId: own.reviewerId };
}

/** Reads the paper's reviews and checks the caller may take part (outside a transaction: reading). */
export async function readParticipant(caller: Caller, paper: PaperDoc): Promise<{ participant: Participant; reviews: ReviewDoc[] }> {
  const reviews = await readPaperReviews(paper);
  return { participant: participantOf(caller, paper, reviews), reviews };
}

/** A comment as the discussion shows it: its author's label, never a name, an address or an account. */
export function commentView(comment: CommentDoc, labels: ReadonlyMap<string, string>, participant: Participant): CommentView {
  const by = comment.author.kind === 'chair' ? 'Chair' : (labels.get(comment.author.reviewerId) ?? 'Former reviewer');
  const to = comment.to === null ? undefined : labels.get(comment.to);
  const mine = comment.author.kind === 'chair' ? participant.kind === 'chair' && participant.uid === comment.author.uid : participant.kind === 'reviewer' && participant.reviewerId === comment.author.reviewerId;
  return { id: comment.id, by, text: comment.text, at: comment.at, ...(to ? { to } : {}), mine };
}


const warningReasons: Record<'author' | 'committee', Record<IdentityKind, string>> = {
  author: { name: 'names an author of the paper', email: "gives an author's email address", organization: "names an author's organisation" },
  committee: { name: 'names a member of the programme committee', email: "gives a committee member's email address", organization: "names a committee member's organisation" },
};

/** Where a text names one of the people: each finding with whom it names (a warning, never a refusal). */
export function nameWarnings(text: string, people: readonly NamedPerson[], whose: 'author' | 'committee'): NameWarning[] {
  return identitiesIn(text, people).map((finding) => ({ text: finding.text, reason: warningReasons[whose][finding.kind] }));
}

/**
 * The people a comment must not name: every member of the programme committee (the reviewer records),
 * not only this paper's reviewers, so a warning never tells a reviewer who the others are.
 */
export async function committeePeople(): Promise<NamedPerson[]> {
  // Only the three fields: a record also holds its profile's text, which no check needs to read.
  const snapshot = await db.collection(Collections.reviewers).select('name', 'email', 'affiliation').get();
  return snapshot.docs.map((doc) => ({ name: String(doc.get('name') ?? ''), email: String(doc.get('email') ?? ''), organization: String(doc.get('affiliation') ?? '') }));
}

export const emptyDiscussion = (paperId: string): DiscussionDoc => ({ paperId, comments: 0, lastCommentAt: null, resolved: false, resolvedAt: null, notices: {}, noticesPending: false });


/** A response as its paper's reviewers and the chair read it: the submitted version, or null. */
export async function submittedResponse(paperId: string): Promise<ResponseDoc['submitted']> {
  return (await responseRef(paperId).get()).data()?.submitted ?? null;
}
