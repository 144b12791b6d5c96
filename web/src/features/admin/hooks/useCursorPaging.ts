// The paging of a server-paged grid (cursorPaging.ts) for the list the screen shows: the page and its
// cursor, the grid's pagination model, and the move the pager asks for. Another list (its scope: the
// filters, search and sort) starts at its first page, keeping the page size.
import { useCallback, useMemo, useState } from 'react';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { defaultGridPageSize, firstPage, movePage, paginationModelOf, pagingFor, type CursorPaging } from '../utils/cursorPaging';

export interface CursorPagingState<Cursor> {
  paging: CursorPaging<Cursor>;
  paginationModel: GridPaginationModel;
  /** The pager asks for a page or page size; `nextCursor` is where the page after the one shown starts. */
  move: (model: GridPaginationModel, nextCursor: Cursor | undefined) => void;
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
  return { paging, paginationModel, move };
}
