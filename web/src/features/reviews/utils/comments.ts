// Display and enabling rules of the chair's decision table (Reviewer Comments, spec section 4, with
// several reviewers per paper): what each row says of its reviews, its discussion and the authors'
// response, and which actions it allows.
import {
  canTransition,
  confidenceLevels,
  isStatus,
  Messages,
  normaliseStatus,
  PaperStatus,
  reviewChange,
  statusLabel,
  ReviewStatus,
  type ReviewScores,
  type ReviewerCommentView,
} from '@confsys/domain';
import { paths } from '../../../config/paths';

type CommentRow = Pick<ReviewerCommentView, '_id' | 'paperTitle' | 'status' | 'pdfPath' | 'reviewStatus'>;

export interface CommentStatusDisplay {
  /** The paper's status, shown by the shared status chip. */
  status: string;
  /** A line under the chip that says more than the status: whether any review is in. */
  note: string | null;
}

function hasReviewPdf(row: Pick<CommentRow, 'pdfPath'>): boolean {
  return typeof row.pdfPath === 'string' && row.pdfPath.trim() !== '';
}

/** The paper's status; under review without a submitted review, with the note 'Review not started'. */
export function commentStatusDisplay(row: Pick<CommentRow, 'status' | 'pdfPath'>): CommentStatusDisplay {
  const notStarted = isStatus(row.status, PaperStatus.UnderReview) && !hasReviewPdf(row);
  return { status: row.status, note: notStarted ? Messages.reviewNotStarted : null };
}

export interface CommentActions {
  view: boolean;
  send: boolean;
  accept: boolean;
  reject: boolean;
}

/**
 * View and Send need a submitted review (Send until the reviews are sent); Accept and Reject need a
 * submitted review and the shared transition table's leave (as the server checks them).
 */
export function commentActions(row: Pick<CommentRow, 'status' | 'pdfPath' | 'reviewStatus'>): CommentActions {
  const pdf = hasReviewPdf(row);
  return {
    view: pdf,
    send: pdf && row.reviewStatus !== ReviewStatus.Published,
    accept: pdf && canTransition('accept', row.status),
    reject: pdf && canTransition('reject', row.status),
  };
}

/**
 * Why the admin cannot edit a review, or null when they can: as the server decides it, a review changes
 * only while the paper is under review, and a review sent to the author is locked.
 */
export function reviewEditBlock(row: Pick<CommentRow, 'status'>, review: Pick<ReviewScores, 'state'>): string | null {
  if (!isStatus(row.status, PaperStatus.UnderReview)) return Messages.reviewDecidedNoEdit(statusLabel(normaliseStatus(row.status) ?? PaperStatus.Submitted));
  if (review.state === ReviewStatus.Published) return Messages.reviewSentNoEdit;
  return null;
}

/** Send's confirmation: the submitted reviews lock; reviews still to come can be sent later. */
export function sendConfirmation(row: Pick<ReviewerCommentView, '_id' | 'paperTitle' | 'summary'>): string {
  const reviews = row.summary.submitted === 1 ? 'submitted review' : `${row.summary.submitted} submitted reviews`;
  const pending = row.summary.assigned - row.summary.submitted;
  const later = pending > 0 ? ` The ${pending === 1 ? 'review' : `${pending} reviews`} not yet submitted can still be completed and sent later.` : '';
  return `Send the ${reviews} of paper ${row._id} ("${row.paperTitle}") to the author, unnamed, in one PDF? Once sent, ${row.summary.submitted === 1 ? 'it' : 'they'} can no longer be edited.${later}`;
}

/** The evaluation form in admin mode, in the admin layout: /admin/reviewform?paperId=..&title=..&reviewerId=..&admin=1 */
export function adminReviewFormLink(row: Pick<CommentRow, '_id' | 'paperTitle'>, reviewerId: string): string {
  return `${paths.adminReviewForm}?${new URLSearchParams({ paperId: row._id, title: row.paperTitle, reviewerId, admin: '1' }).toString()}`;
}

/** A score as the table shows it: two decimals, or a dash when there is none. */
export function formatScore(value: number | null): string {
  return value === null ? '-' : value.toFixed(2);
}

/** "2/3": submitted reviews of those assigned. */
export function reviewCount(row: Pick<ReviewerCommentView, 'summary'>): string {
  return `${row.summary.submitted}/${row.summary.assigned}`;
}

/** Each submitted review's recommendation and confidence, in order: "R1 Accept (Expert); R2 Reject (Outsider)". */
export function recommendationsText(row: Pick<ReviewerCommentView, 'reviews'>): string {
  return row.reviews
    .filter((review) => review.recommendation !== null)
    .map((review) => `${review.label.replace('Reviewer ', 'R')} ${review.recommendation}${review.confidence ? ` (${confidenceLevels[review.confidence]})` : ''}`)
    .join('; ');
}

/** Said in the decision's confirmation when fewer reviews than the target are in. */
export function fewerReviewsWarning(row: Pick<ReviewerCommentView, 'summary'>, target: number): string {
  return row.summary.submitted < target ? ` Only ${row.summary.submitted} of the ${target} reviews this conference wants ${row.summary.submitted === 1 ? 'is' : 'are'} in.` : '';
}

/** The reviews that came late or are overdue, for the decision table: "1 late, 2 overdue"; null when none. */
export function timingSummary(row: Pick<ReviewerCommentView, 'reviews'>): string | null {
  const count = (timing: string) => row.reviews.filter((review) => review.timing === timing).length;
  const parts = [count('late') > 0 ? `${count('late')} late` : null, count('overdue') > 0 ? `${count('overdue')} overdue` : null].filter((part) => part !== null);
  return parts.length === 0 ? null : parts.join(', ');
}

/** A review's state with its timing when it matters to the decision: "Submitted (late)", "Draft (overdue)". */
export function stateWithTiming(review: Pick<ReviewScores, 'state' | 'timing'>): string {
  return review.timing === 'late' || review.timing === 'overdue' ? `${review.state} (${review.timing})` : review.state;
}

/**
 * The paper's discussion among its reviewers in a few words, named as the discussion so that it is not
 * read as the reviews' comments: "Discussion: 3 comments · open", "Discussion: resolved", "No discussion yet".
 */
export function discussionText(row: Pick<ReviewerCommentView, 'discussion'>): string {
  const { comments, resolved } = row.discussion;
  if (comments === 0) return resolved ? 'Discussion: resolved' : 'No discussion yet';
  return `Discussion: ${comments === 1 ? '1 comment' : `${comments} comments`} · ${resolved ? 'resolved' : 'open'}`;
}

/**
 * Where the authors' response stands: submitted, released without a response yet, or (while the paper is
 * under review) not released; null for a paper out of review that was never released.
 */
export function responseStateText(row: Pick<ReviewerCommentView, 'response' | 'status'>): string | null {
  if (row.response.submittedAt !== null) return 'Response submitted';
  if (row.response.releasedAt !== null) return 'Released, no response yet';
  return isStatus(row.status, PaperStatus.UnderReview) ? 'Not released for response' : null;
}

/** Release for response: a paper under review with a submitted review whose reviews are not released yet (as the server checks it). */
export function canReleaseResponse(row: Pick<ReviewerCommentView, 'status' | 'summary' | 'response'>): boolean {
  return isStatus(row.status, PaperStatus.UnderReview) && row.summary.submitted > 0 && row.response.releasedAt === null;
}

/** Release's confirmation: the authors read the submitted reviews, unnamed, and are emailed. */
export function releaseConfirmation(row: Pick<ReviewerCommentView, '_id' | 'paperTitle' | 'summary'>): string {
  const reviews = row.summary.submitted === 1 ? 'submitted review' : `${row.summary.submitted} submitted reviews`;
  return `Open the ${reviews} of paper ${row._id} ("${row.paperTitle}") to its authors for their response? They read ${row.summary.submitted === 1 ? 'it' : 'them'} unnamed, without the confidential comments, are emailed, and may respond while the response window is open. This cannot be undone.`;
}

/** Each review that changed since its first submission, with how: "Reject → Accept; overall 1.71 → 2.86". */
export function reviewChanges(row: Pick<ReviewerCommentView, 'reviews'>): Array<{ label: string; change: string }> {
  return row.reviews.flatMap((review) => {
    const change = reviewChange(review.history);
    return change === null ? [] : [{ label: review.label, change }];
  });
}

/** The paper's discussion in the admin layout. */
export function adminDiscussionLink(row: Pick<ReviewerCommentView, '_id'>): string {
  return paths.adminDiscussionFor(row._id);
}
