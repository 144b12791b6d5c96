// Display and enabling rules of the chair's decision table (Reviewer Comments, spec section 4, with
// several reviewers per paper): what each row says of its reviews, and which actions it allows.
import { canTransition, confidenceLevels, isStatus, Messages, PaperStatus, ReviewStatus, type ReviewScores, type ReviewerCommentView } from '@confsys/domain';
import { paths } from '../../../config/paths';

type CommentRow = Pick<ReviewerCommentView, '_id' | 'paperTitle' | 'status' | 'pdfPath' | 'reviewStatus'>;

export interface CommentStatusDisplay {
  text: string;
  /** Shown as a warning badge rather than as plain text. */
  badge: boolean;
}

function hasReviewPdf(row: Pick<CommentRow, 'pdfPath'>): boolean {
  return typeof row.pdfPath === 'string' && row.pdfPath.trim() !== '';
}

/**
 * Published and Accepted as they are; Under Review without a submitted review as 'Review not started';
 * any other status (submitted, Rejected, Under Review with reviews) as a warning badge.
 */
export function commentStatusDisplay(row: Pick<CommentRow, 'status' | 'pdfPath'>): CommentStatusDisplay {
  if (isStatus(row.status, PaperStatus.Published) || isStatus(row.status, PaperStatus.Accepted)) return { text: row.status, badge: false };
  if (isStatus(row.status, PaperStatus.UnderReview) && !hasReviewPdf(row)) return { text: Messages.reviewNotStarted, badge: false };
  return { text: row.status || 'N/A', badge: true };
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

/** A review can be edited by the admin while the paper is under review and the review is not sent. */
export function canEditReview(row: Pick<CommentRow, 'status'>, review: Pick<ReviewScores, 'state'>): boolean {
  return isStatus(row.status, PaperStatus.UnderReview) && review.state !== ReviewStatus.Published;
}

/** The evaluation form in admin mode for one reviewer's review: /reviewform?paperId=..&title=..&reviewerId=..&admin=1 */
export function adminReviewFormLink(row: Pick<CommentRow, '_id' | 'paperTitle'>, reviewerId: string): string {
  return `${paths.reviewForm}?${new URLSearchParams({ paperId: row._id, title: row.paperTitle, reviewerId, admin: '1' }).toString()}`;
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
