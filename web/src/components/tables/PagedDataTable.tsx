// A grid of one page of a server-paged list in the server's fixed order, with rows selected across
// pages: the screens whose server neither sorts by column nor filters in the grid (Payments,
// Proceedings). The table's fixed description is a constant of its screen; the page and the selection
// come from the screen's query and state.
import { useMemo } from 'react';
import type { GridColDef, GridRowId, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { DataTable, type ServerRows } from './DataTable';
import type { RowSelection } from './useRowSelection';

/** What does not change while the screen is open. */
export interface PagedTable<R> {
  /** The grid's accessible name. */
  label: string;
  /** The fields a small screen shows. */
  keyColumns: readonly string[];
  getRowId: (row: R) => GridRowId;
  /** The server's order, shown on the column headers. */
  sortModel: GridSortModel;
}

/** The page shown, as the screen's query answered it. */
export interface RowsPage<R> {
  rows: readonly R[];
  paging: NonNullable<ServerRows['paging']>;
  /** A reload is under way (the rows shown are the previous ones). */
  loading: boolean;
  /** Shown inside the grid when there are no rows. */
  emptyText: string;
}

interface PagedDataTableProps<R extends GridValidRowModel> {
  table: PagedTable<R>;
  columns: readonly GridColDef<R>[];
  page: RowsPage<R>;
  selection: RowSelection<R>;
}

export function PagedDataTable<R extends GridValidRowModel>({ table: { sortModel, ...named }, columns, page: { paging, ...shown }, selection }: PagedDataTableProps<R>) {
  const server = useMemo<ServerRows>(() => ({ paging, sortModel }), [paging, sortModel]);
  return <DataTable {...named} {...shown} columns={columns} server={server} selection={selection} />;
}
