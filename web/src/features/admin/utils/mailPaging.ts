// The Email screen's pages of the outbox, newest first, read with cursors: page n starts after the last
// message of page n-1, so the grid moves one page at a time (forward with the last message shown, back
// to any page it has seen). A new page size or filter starts again at the first page.
import { limit, orderBy, startAfter, where, type QueryConstraint } from 'firebase/firestore';
import type { MailState } from '@confsys/domain';

export const mailPageSizes = [10, 25, 50, 100] as const;
export const defaultMailPageSize = 25;

export interface MailPaging<Cursor> {
  page: number;
  pageSize: number;
  /** after[n]: the last message of page n, where page n+1 starts. */
  after: readonly Cursor[];
}

export function firstMailPage<Cursor>(pageSize: number = defaultMailPageSize): MailPaging<Cursor> {
  return { page: 0, pageSize, after: [] };
}

/** Where page `page` starts: nothing for the first page. */
export function mailPageCursor<Cursor>(paging: MailPaging<Cursor>): Cursor | undefined {
  return paging.page === 0 ? undefined : paging.after[paging.page - 1];
}

/**
 * The paging after the grid asks for another page or page size. Forward goes one page on, after the
 * last message shown (none shown: it stays); back goes to any page before, keeping its cursors; a new
 * page size starts again.
 */
export function moveMailPage<Cursor>(paging: MailPaging<Cursor>, wanted: { page: number; pageSize: number }, lastShown: Cursor | undefined): MailPaging<Cursor> {
  if (wanted.pageSize !== paging.pageSize) return firstMailPage(wanted.pageSize);
  if (wanted.page === paging.page + 1 && lastShown !== undefined) {
    return { ...paging, page: wanted.page, after: [...paging.after.slice(0, paging.page), lastShown] };
  }
  if (wanted.page >= 0 && wanted.page < paging.page) return { ...paging, page: wanted.page, after: paging.after.slice(0, wanted.page) };
  return paging;
}

/** The messages, newest first, of one state when filtered: what the count and every page read. */
export function mailFilterConstraints(state: MailState | null): QueryConstraint[] {
  // The composite index delivery.state ASC, createdAt DESC serves the filtered shape.
  return [...(state === null ? [] : [where('delivery.state', '==', state)]), orderBy('createdAt', 'desc')];
}

/** One page: the filter, at most pageSize messages, after the cursor. */
export function mailPageConstraints<Cursor>(state: MailState | null, paging: MailPaging<Cursor>): QueryConstraint[] {
  const cursor = mailPageCursor(paging);
  return [...mailFilterConstraints(state), ...(cursor === undefined ? [] : [startAfter(cursor)]), limit(paging.pageSize)];
}

/**
 * The grid's row count: the counted total (never fewer than the messages shown so far, since the count
 * may lag a live change); before the count arrives, the total when this page is the last one, else -1
 * (unknown: the grid then asks whether there is a next page).
 */
export function mailRowCount(counted: number | null, paging: Pick<MailPaging<unknown>, 'page' | 'pageSize'>, shown: number): number {
  const seen = paging.page * paging.pageSize + shown;
  if (counted !== null) return Math.max(counted, seen);
  return shown < paging.pageSize ? seen : -1;
}
