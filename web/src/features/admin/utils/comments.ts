// Display and enabling rules of the Reviewer Comments screen (spec section 4).
import { canTransition, isStatus, Messages, PaperStatus, ReviewStatus, type ReviewerCommentView } from '@confsys/domain';
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
 * Published and Accepted as they are; Under Review without a review PDF as 'Review not started'; any
 * other status (submitted, Rejected, Under Review with a review) as a warning badge.
 */
export function commentStatusDisplay(row: Pick<CommentRow, 'status' | 'pdfPath'>): CommentStatusDisplay {
  if (isStatus(row.status, PaperStatus.Published) || isStatus(row.status, PaperStatus.Accepted)) return { text: row.status, badge: false };
  if (isStatus(row.status, PaperStatus.UnderReview) && !hasReviewPdf(row)) return { text: Messages.reviewNotStarted, badge: false };
  return { text: row.status || 'N/A', badge: true };
}

export interface CommentActions {
  view: boolean;
  edit: boolean;
  send: boolean;
  accept: boolean;
  reject: boolean;
}

/**
 * View and Send need the review PDF (Send only once: a sent review is locked); Edit needs the paper
 * Under Review with its review; Accept and Reject need the review and the shared transition table's
 * leave (as the server checks them).
 */
export function commentActions(row: Pick<CommentRow, 'status' | 'pdfPath' | 'reviewStatus'>): CommentActions {
  const pdf = hasReviewPdf(row);
  return {
    view: pdf,
    edit: pdf && isStatus(row.status, PaperStatus.UnderReview),
    send: pdf && row.reviewStatus !== ReviewStatus.Published,
    accept: pdf && canTransition('accept', row.status),
    reject: pdf && canTransition('reject', row.status),
  };
}

/** The evaluation form in admin mode: /reviewform?paperId=..&title=..&admin=1 */
export function adminReviewFormLink(row: Pick<CommentRow, '_id' | 'paperTitle'>): string {
  return `${paths.reviewForm}?${new URLSearchParams({ paperId: row._id, title: row.paperTitle, admin: '1' }).toString()}`;
}
