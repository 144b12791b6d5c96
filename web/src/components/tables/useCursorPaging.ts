// The paging of a server-paged grid (cursorPaging.ts) for the list the screen shows: the page and its
// cursor, the grid's pagination model, and the move the pager asks for. Another list (its scope: the
// filters, search and sort) starts at its first page, keeping the page size.
import { useCallback, useMemo, useState } from 'react';
import type { GridPaginationModel } from '@mui/x-data-grid';
import type { ServerRows } from './DataTable';
import { defaultGridPageSize, firstPage, gridPageSizes, movePage, pagedRowCount, paginationModelOf, pagingFor, type CursorPaging } from './cursorPaging';

/** What the grid's pager needs of the page shown. */
export interface ShownPage {
  total: number;
  next: string | null;
  rows: number;
  /** The next page is loading: the rows shown are the previous ones. */
  reloading: boolean;
}

export interface CursorPagingState<Cursor> {
  paging: CursorPaging<Cursor>;
  paginationModel: GridPaginationModel;
  /** The pager asks for a page or page size; `nextCursor` is where the page after the one shown starts. */
  move: (model: GridPaginationModel, nextCursor: Cursor | undefined) => void;
}

/** The grid's pager for the page shown: the row count, the model, the page sizes, and the moves. */
export function pagerFor(state: CursorPagingState<string>, page: ShownPage): NonNullable<ServerRows['paging']> {
  return {
    rowCount: pagedRowCount(page.total, state.paging, page.rows),
    paginationModel: state.paginationModel,
    // Forward only from the page on screen: while another loads, its cursor is not known yet.
    onPaginationModelChange: (model) => state.move(model, page.reloading ? undefined : (page.next ?? undefined)),
    pageSizeOptions: gridPageSizes,
  };
}

export function useCursorPaging<Cursor>(scope: string, initialPageSize: number = defaultGridPageSize): CursorPagingState<Cursor> {
  const [stored, setStored] = useState(() => firstPage<Cursor>(initialPageSize, scope));
  const paging = pagingFor(stored, scope);
  // Another list: kept at once, during this render (React renders again before anything is shown or
  // fetched), so the next page's request never carries the other list's cursor.
  if (paging !== stored) setStored(paging);
  const paginationModel = useMemo(() => paginationModelOf(paging), [paging]);
  const move = useCallback(
    (model: GridPaginationModel, nextCursor: Cursor | undefined) => setStored((current) => movePage(pagingFor(current, scope), model, nextCursor)),
    [scope],
  );
  return useMemo(() => ({ paging, paginationModel, move }), [paging, paginationModel, move]);
}
