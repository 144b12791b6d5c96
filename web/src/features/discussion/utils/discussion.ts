// The discussion panel's rules apart from its markup: how a comment's author, time and addressee read,
// whom the chair may ask, the check made before a comment is sent (the server's own), and how a refused
// comment reads.
import { CommentCheckSchema, Messages, type CommentView, formatDateTime } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import type { Discussion } from '../../../api/discussion/getDiscussion';

/** The chair's own label in a discussion (reviewers are "Reviewer N"). */
export const chairLabel = 'Chair';

export function isChair(discussion: Pick<Discussion, 'you'>): boolean {
  return discussion.you === chairLabel;
}

/** "Reviewer 2", "Chair (you)" */
export function commentAuthorText(comment: Pick<CommentView, 'by' | 'mine'>): string {
  return comment.mine ? `${comment.by} (you)` : comment.by;
}

/** "to Reviewer 3" for a comment the chair addressed to one reviewer; null otherwise. */
export function commentAddressText(comment: Pick<CommentView, 'to'>): string | null {
  return comment.to ? `to ${comment.to}` : null;
}

/** "5 Jul 2025, 14:05" on the reader's clock (the discussion has no time zone of its own). */
export function commentTimeText(at: string, timeZone?: string): string {
  return formatDateTime(at, timeZone);
}

/** "No comments yet.", "1 comment", "4 comments" */
export function commentCountText(count: number): string {
  if (count === 0) return 'No comments yet.';
  return count === 1 ? '1 comment' : `${count} comments`;
}

/** The reviewers the chair may ask: those who can read the discussion (their review is in). */
export function askableReviewers(discussion: Pick<Discussion, 'reviewers'>): string[] {
  return discussion.reviewers.filter((reviewer) => reviewer.canRead && reviewer.label !== '').map((reviewer) => reviewer.label);
}

/** What the server would refuse in a comment (empty, too long, HTML, an image, an unsafe link), before it is sent; null when fine. */
export function commentProblem(text: string): string | null {
  const checked = CommentCheckSchema.safeParse({ text });
  return checked.success ? null : (checked.error.issues[0]?.message ?? Messages.invalidRequest);
}

export type CommentField = 'text' | 'to';

/** A refused comment: the server's message, and its errors of the text and of the reviewer asked (400). */
export function commentFailure(error: unknown): { message: string; fieldErrors: Partial<Record<CommentField, string>> } {
  if (!(error instanceof ApiRequestError)) return { message: Messages.genericTryLater, fieldErrors: {} };
  const fieldErrors: Partial<Record<CommentField, string>> = {};
  for (const field of ['text', 'to'] as const) {
    const text = error.errors[field];
    if (typeof text === 'string' && text !== '') fieldErrors[field] = text;
  }
  return { message: error.message, fieldErrors };
}
