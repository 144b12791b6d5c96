// The Email screen's pages of the outbox, newest first, read with cursors (cursorPaging.ts: page n
// starts after the last message of page n-1): the query of the count and of one page.
import { limit, orderBy, startAfter, where, type QueryConstraint } from 'firebase/firestore';
import type { MailState } from '@confsys/domain';
import { pageCursor, type CursorPaging } from '../../components/tables/cursorPaging';

/** Which messages the screen lists: of one delivery state, of one mailing (the chair's message to a group), or all. */
export interface MailFilter {
  state: MailState | null;
  mailingId: string | null;
}

/** The messages, newest first, of the filter: what the count and every page read. */
export function mailFilterConstraints({ state, mailingId }: MailFilter): QueryConstraint[] {
  // The composite indexes (mailingId ASC,) (delivery.state ASC,) createdAt DESC serve the filtered shapes.
  return [...(mailingId === null ? [] : [where('mailingId', '==', mailingId)]), ...(state === null ? [] : [where('delivery.state', '==', state)]), orderBy('createdAt', 'desc')];
}

/** One page: the filter, at most pageSize messages, after the cursor. */
export function mailPageConstraints<Cursor>(filter: MailFilter, paging: CursorPaging<Cursor>): QueryConstraint[] {
  const cursor = pageCursor(paging);
  return [...mailFilterConstraints(filter), ...(cursor === undefined ? [] : [startAfter(cursor)]), limit(paging.pageSize)];
}
