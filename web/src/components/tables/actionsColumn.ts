// A grid's Actions column: the buttons acting on its row, at a width that fits them, never sorted by.
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

export function actionsColumn<R extends GridValidRowModel>(width: number, renderCell: NonNullable<GridColDef<R>['renderCell']>): GridColDef<R> {
  return { field: 'actions', headerName: 'Actions', width, sortable: false, renderCell };
}
