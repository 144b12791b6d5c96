// The admin screens' table: an MUI X DataGrid that grows with its rows, shows a given text when empty,
// and has no row selection. Two modes:
// - the whole list (the default): the grid sorts and filters it (state kept in the URL) and offers a
//   quick search; the MIT grid pages at 100 rows at most, and below that the pager is hidden, so short
//   lists show whole;
// - a page the server chose (`server`): the server pages, sorts and filters (the screen keeps that state
//   and asks for the rows), so the grid neither sorts nor filters what it is given, offers no quick
//   search (it would search one page only), and sorts only where the screen listens.
// Below the md breakpoint only the table's key columns show (the others stay in the column menu's Manage
// columns); on a phone, or wherever even the key columns do not fit, each row is one card holding all its
// columns (rowCards.tsx), so a row's paper and its actions are on the screen without scrolling sideways
// through the grid.
// A column of paper IDs (field `paperId`) sorts by the IDs' numbers, so ICCS25-10000 follows ICCS25-9999.
// Its looks (cell padding and alignment) are set in the theme (theme/theme.ts, MuiDataGrid).
import { useMemo } from 'react';
import { Box } from '@mui/material';
import { comparePaperIds } from '@confsys/domain';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowId,
  type GridRowIdGetter,
  type GridRowParams,
  type GridRowSelectionModel,
  type GridSortDirection,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useGridUrlState } from './useGridUrlState';
import { useResponsiveColumns } from './useResponsiveColumns';

const maxPageSize = 100;
const byPaperNumber = (a: unknown, b: unknown) => comparePaperIds(String(a ?? ''), String(b ?? ''));
/** Rows grow with their content (long titles wrap, action buttons may wrap). */
const autoRowHeight = () => 'auto' as const;
/** Every grid's rows: as tall as their content, the grid as tall as its rows, none selected by a click on it. */
export const growingRows = { autoHeight: true, getRowHeight: autoRowHeight, disableRowSelectionOnClick: true } as const;
/** A server-sorted column toggles between its two orders (the list always has an order). */
const serverSortingOrder: readonly GridSortDirection[] = ['asc', 'desc'];

/** The rows of a server-paged list: the page shown and how to ask for another, and the list's sort. */
export interface ServerRows {
  /** The pager; none when the rows are all the grid shows (no pager). */
  paging?: {
    /** Rows in the whole list; -1 while it is not known (a cursor's pages: hasNextPage says whether another follows). */
    rowCount: number;
    hasNextPage?: boolean;
    paginationModel: GridPaginationModel;
    onPaginationModelChange: (model: GridPaginationModel) => void;
    pageSizeOptions: readonly number[];
  };
  /** The order the server gave the rows in. */
  sortModel: GridSortModel;
  /** A column header asks for another order; none: the grid does not sort. */
  onSortModelChange?: (model: GridSortModel) => void;
}

interface DataTableProps<R extends GridValidRowModel> {
  /** The grid's accessible name. */
  label: string;
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  getRowId: GridRowIdGetter<R>;
  /** Shown inside the grid when there are no rows. */
  emptyText: string;
  /** A reload is under way (the rows shown are the previous ones). */
  loading?: boolean;
  /** The rows are a page the server chose (see above); none: the grid holds the whole list. */
  server?: ServerRows;
  /** The fields a small screen shows; none: every column shows on every screen. */
  keyColumns?: readonly string[];
  /** A click on a row (outside its buttons) opens it. */
  onRowClick?: (row: R) => void;
  /** Rows the user selects with checkboxes (kept across pages): the selected IDs and their change. */
  selection?: { selected: ReadonlySet<GridRowId>; onChange: (selected: Set<GridRowId>) => void };
}

export function DataTable<R extends GridValidRowModel>({ label, rows, columns, getRowId, emptyText, loading = false, server, keyColumns, onRowClick, selection }: DataTableProps<R>) {
  const fields = useMemo(() => columns.map((column) => column.field), [columns]);
  const sortedColumns = useMemo(() => columns.map((column) => (column.field === 'paperId' && !column.sortComparator ? { ...column, sortComparator: byPaperNumber } : column)), [columns]);
  const { measure, columns: shownColumns, ...visibility } = useResponsiveColumns(label, sortedColumns, keyColumns, selection !== undefined);
  // Read in both modes (a hook runs on every render); a server-paged grid does not use it.
  const urlState = useGridUrlState(fields);
  const mode = server
    ? {
        paginationMode: 'server' as const,
        sortingMode: 'server' as const,
        filterMode: 'server' as const,
        disableColumnFilter: true,
        sortingOrder: serverSortingOrder,
        sortModel: server.sortModel,
        onSortModelChange: server.onSortModelChange,
        disableColumnSorting: server.onSortModelChange === undefined,
        ...(server.paging
          ? {
              rowCount: server.paging.rowCount,
              ...(server.paging.rowCount === -1 ? { paginationMeta: { hasNextPage: server.paging.hasNextPage ?? false } } : {}),
              paginationModel: server.paging.paginationModel,
              onPaginationModelChange: server.paging.onPaginationModelChange,
              pageSizeOptions: [...server.paging.pageSizeOptions],
            }
          : { rowCount: rows.length, hideFooter: true }),
      }
    : {
        showToolbar: true,
        slotProps: {
          toolbar: {
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
          },
        },
        initialState: { pagination: { paginationModel: { pageSize: maxPageSize } } },
        pageSizeOptions: [maxPageSize],
        hideFooterPagination: rows.length <= maxPageSize,
        ...urlState,
      };
  return (
    <Box ref={measure} sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid<R>
        aria-label={label}
        rows={rows}
        columns={shownColumns}
        getRowId={getRowId}
        loading={loading}
        {...growingRows}
        localeText={{ noRowsLabel: emptyText }}
        {...(onRowClick ? { onRowClick: ({ row }: GridRowParams<R>) => onRowClick(row) } : {})}
        {...(selection
          ? {
              checkboxSelection: true,
              keepNonExistentRowsSelected: true,
              rowSelectionModel: { type: 'include' as const, ids: new Set(selection.selected) },
              // "Select all" on a page may come as everything but some: made explicit from the page's rows.
              onRowSelectionModelChange: (model: GridRowSelectionModel) =>
                selection.onChange(model.type === 'include' ? new Set(model.ids) : new Set(rows.map((row) => getRowId(row)).filter((id) => !model.ids.has(id)))),
            }
          : {})}
        {...visibility}
        {...mode}
      />
    </Box>
  );
}
