// Paging a grid with cursors, as the admin's server-paged grids do (the Email screen's outbox, the paper
// lists): page n+1 starts after the last row of page n, so the grid moves forward one page at a time
// (from the cursor of the page shown) and back to any page it has seen (their cursors are kept). A new
// page size starts again at the first page, and so does a new list (another filter, search or sort):
// the paging belongs to the list it was made for (its scope), and its cursors mean nothing in another.

/** Page sizes the grids offer (the paper lists' server refuses more than 100 rows a page). */
export const gridPageSizes = [10, 25, 50, 100] as const;
export const defaultGridPageSize = 25;

/** A page and the page size, as the grid's pagination model has them. */
export interface PageModel {
  page: number;
  pageSize: number;
}

export interface CursorPaging<Cursor> extends PageModel {
  /** after[n]: where page n+1 starts (the last row of page n). */
  after: readonly Cursor[];
  /** The list these cursors belong to (its filters, search and sort); '' when there is only one list. */
  scope: string;
}

export function firstPage<Cursor>(pageSize: number = defaultGridPageSize, scope = ''): CursorPaging<Cursor> {
  return { page: 0, pageSize, after: [], scope };
}

/** The paging of a list: as it is for the same list; the first page, at the same page size, for another. */
export function pagingFor<Cursor>(paging: CursorPaging<Cursor>, scope: string): CursorPaging<Cursor> {
  return paging.scope === scope ? paging : firstPage(paging.pageSize, scope);
}

/** Where the page starts: nothing for the first page. */
export function pageCursor<Cursor>(paging: CursorPaging<Cursor>): Cursor | undefined {
  return paging.page === 0 ? undefined : paging.after[paging.page - 1];
}

/**
 * The paging after the grid asks for another page or page size. Forward goes one page on, from the
 * cursor of the page shown (none, e.g. the last page or a page still loading: it stays); back goes to
 * any page before, keeping its cursors; a new page size starts again.
 */
export function movePage<Cursor>(paging: CursorPaging<Cursor>, wanted: PageModel, nextCursor: Cursor | undefined): CursorPaging<Cursor> {
  if (wanted.pageSize !== paging.pageSize) return firstPage(wanted.pageSize, paging.scope);
  if (wanted.page === paging.page + 1 && nextCursor !== undefined) {
    return { ...paging, page: wanted.page, after: [...paging.after.slice(0, paging.page), nextCursor] };
  }
  if (wanted.page >= 0 && wanted.page < paging.page) return { ...paging, page: wanted.page, after: paging.after.slice(0, wanted.page) };
  return paging;
}

/** The grid's pagination model of the paging. */
export function paginationModelOf(paging: PageModel): PageModel {
  return { page: paging.page, pageSize: paging.pageSize };
}

/**
 * The grid's row count: the counted total (never fewer than the rows shown so far, since a count may
 * lag a change); without a count, the total when this page is the last one, else -1 (unknown: the grid
 * then asks whether there is a next page).
 */
export function pagedRowCount(counted: number | null, paging: PageModel, shown: number): number {
  const seen = paging.page * paging.pageSize + shown;
  if (counted !== null) return Math.max(counted, seen);
  return shown < paging.pageSize ? seen : -1;
}

/** The first row's place in the whole list, from 0: the rows of the pages before. */
export function firstRowOf(paging: PageModel): number {
  return paging.page * paging.pageSize;
}
