// The admin screens' table: an MUI X DataGrid that grows with its rows, sorts and filters (state kept in
// the URL), shows a given text when empty, and has no row selection. The MIT grid pages at 100 rows at
// most; below that the pager is hidden, so the usual lists show whole (the spec has no pagination).
// Its looks (cell padding and alignment) are set in the theme (theme/theme.ts, MuiDataGrid).
import { useMemo, type RefObject } from 'react';
import { DataGrid, type GridApi, type GridColDef, type GridRowIdGetter, type GridValidRowModel } from '@mui/x-data-grid';
import { useGridUrlState } from './useGridUrlState';

const maxPageSize = 100;
/** Rows grow with their content (long titles wrap, action buttons may wrap). */
const autoRowHeight = () => 'auto' as const;

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
  /** The grid's API, for screens that read what it shows (e.g. the sorted, filtered rows to export). */
  apiRef?: RefObject<GridApi | null>;
}

export function DataTable<R extends GridValidRowModel>({ label, rows, columns, getRowId, emptyText, loading = false, apiRef }: DataTableProps<R>) {
  const fields = useMemo(() => columns.map((column) => column.field), [columns]);
  const urlState = useGridUrlState(fields);
  return (
    <DataGrid<R>
      aria-label={label}
      apiRef={apiRef}
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      loading={loading}
      autoHeight
      getRowHeight={autoRowHeight}
      disableRowSelectionOnClick
      showToolbar
      slotProps={{
        toolbar: {
          csvOptions: { disableToolbarButton: true },
          printOptions: { disableToolbarButton: true },
        },
      }}
      localeText={{ noRowsLabel: emptyText }}
      initialState={{ pagination: { paginationModel: { pageSize: maxPageSize } } }}
      pageSizeOptions={[maxPageSize]}
      hideFooterPagination={rows.length <= maxPageSize}
      {...urlState}
    />
  );
}
