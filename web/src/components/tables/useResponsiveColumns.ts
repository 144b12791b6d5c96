// The columns a grid shows at the width of the screen: every column at least as wide as its header's
// text (no header cut short), the table's key columns only below the md breakpoint (useKeyColumns),
// and below sm, on a phone, each row as one card (rowCards.tsx) with the other columns hidden (they
// still sort and filter). Used by every grid: DataTable and the Email screen's.
import { useMemo } from 'react';
import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { useKeyColumns } from './useKeyColumns';
import { rowCardColumn } from './rowCards';

/** About the width of a header's letter (14 px, medium weight), and the cell's padding and sort arrow. */
const headerLetter = 8;
const headerPadding = 24;
const sortArrow = 28;

/** The column, widened where its header's text would not fit. */
export function fitHeader<R extends GridValidRowModel>(column: GridColDef<R>): GridColDef<R> {
  const needed = Math.ceil((column.headerName ?? '').length * headerLetter) + headerPadding + (column.sortable === false ? 0 : sortArrow);
  if (column.flex) return (column.minWidth ?? 0) >= needed ? column : { ...column, minWidth: needed };
  return (column.width ?? 100) >= needed ? column : { ...column, width: needed };
}

export function useResponsiveColumns<R extends GridValidRowModel>(label: string, columns: readonly GridColDef<R>[], keyColumns: readonly string[] | undefined) {
  const fields = useMemo(() => columns.map((column) => column.field), [columns]);
  const keyVisibility = useKeyColumns(fields, keyColumns);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const shown = useMemo(() => {
    const fitted = columns.map(fitHeader);
    return phone ? [...fitted, rowCardColumn(label, fitted)] : fitted;
  }, [columns, phone, label]);
  const hidden = useMemo<GridColumnVisibilityModel>(() => Object.fromEntries(fields.map((field) => [field, false])), [fields]);
  return { columns: shown, ...(phone ? { columnVisibilityModel: hidden } : keyVisibility) };
}
