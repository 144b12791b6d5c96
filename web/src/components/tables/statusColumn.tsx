// A grid's Status column: the paper's status chip, wide enough for the longest label ("Under Review")
// with its icon, so no chip is cut short.
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { StatusChip } from '../display/StatusChip';

export function statusColumn<R extends GridValidRowModel & { status: string }>(overrides: Partial<GridColDef<R>> = {}): GridColDef<R> {
  return { field: 'status', headerName: 'Status', width: 164, sortable: false, renderCell: ({ row }) => <StatusChip status={row.status} />, ...overrides };
}
