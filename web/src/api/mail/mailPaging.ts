// The Email screen's pages of the outbox, newest first, read with cursors (cursorPaging.ts: page n
// starts after the last message of page n-1): the query of the count and of one page.
import { limit, orderBy, startAfter, where, type QueryConstraint } from 'firebase/firestore';
import type { MailState } from '@confsys/domain';
import { pageCursor, type CursorPaging } from '../../components/tables/cursorPaging';

/** The messages, newest first, of one state when filtered: what the count and every page read. */
export function mailFilterConstraints(state: MailState | null): QueryConstraint[] {
  // The composite index delivery.state ASC, createdAt DESC serves the filtered shape.
  return [...(state === null ? [] : [where('delivery.state', '==', state)]), orderBy('createdAt', 'desc')];
}

/** One page: the filter, at most pageSize messages, after the cursor. */
export function mailPageConstraints<Cursor>(state: MailState | null, paging: CursorPaging<Cursor>): QueryConstraint[] {
  const cursor = pageCursor(paging);
  return [...mailFilterConstraints(state), ...(cursor === undefined ? [] : [startAfter(cursor)]), limit(paging.pageSize)];
}
