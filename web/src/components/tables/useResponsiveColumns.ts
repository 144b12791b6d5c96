// The columns a grid shows at the width it has: every column at least as wide as its header's text (no
// header cut short); at a desk, the columns that matter least hidden (from the right, never the row's
// identity, the table's key columns or its actions) until the others fit the grid's width, so nothing
// runs out of sight (they stay in the column menu's Manage columns); only the key columns below the md
// breakpoint; and on a phone, or wherever even those do not fit, each row as one card (rowCards.tsx)
// with the other columns hidden (they still sort and filter). What the user changes in the column menu
// is kept as their own toggles over that. Used by every grid: DataTable and the Email screen's. The
// grid goes inside the box `measure` is given.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { rowCardColumn } from './rowCards';
import { columnVisibilityFor, columnsToHide, fitsWithout, userToggles } from './columnVisibility';

/** About the width of a header's letter (14 px, medium weight), and the cell's padding and sort arrow. */
const headerLetter = 8;
const headerPadding = 24;
const sortArrow = 28;
/** The grid's borders, and its checkbox column where rows can be selected. */
const gridBorders = 2;
const checkboxColumn = 50;

/** The column, widened where its header's text would not fit. */
export function fitHeader<R extends GridValidRowModel>(column: GridColDef<R>): GridColDef<R> {
  const needed = Math.ceil((column.headerName ?? '').length * headerLetter) + headerPadding + (column.sortable === false ? 0 : sortArrow);
  if (column.flex) return (column.minWidth ?? 0) >= needed ? column : { ...column, minWidth: needed };
  return (column.width ?? 100) >= needed ? column : { ...column, width: needed };
}

/** The width of the element given to the callback, kept up to date as it changes (0 until measured). */
function useWidth(): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [useCallback((next: HTMLElement | null) => setElement(next), []), width];
}

export function useResponsiveColumns<R extends GridValidRowModel>(label: string, columns: readonly GridColDef<R>[], keyColumns: readonly string[] | undefined, selectable = false) {
  const fields = useMemo(() => columns.map((column) => column.field), [columns]);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const small = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [measure, width] = useWidth();
  const fitted = useMemo(() => columns.map(fitHeader), [columns]);
  const available = width - gridBorders - (selectable ? checkboxColumn : 0);
  const crowded = useMemo(() => (width > 0 ? columnsToHide(fitted, keyColumns, available) : []), [fitted, keyColumns, available, width]);
  // Cards on a phone, and wherever even the columns that always stay do not fit (a tablet's width).
  const cards = phone || (width > 0 && !fitsWithout(fitted, crowded, available));
  const base = useMemo<GridColumnVisibilityModel>(
    () => ({ ...columnVisibilityFor(fields, keyColumns, small), ...Object.fromEntries(crowded.map((field) => [field, false])) }),
    [fields, keyColumns, small, crowded],
  );
  // What the user chose in the column menu wins over what the screen's size hid.
  const [toggles, setToggles] = useState<GridColumnVisibilityModel>({});
  const shown = useMemo(() => (cards ? [...fitted, rowCardColumn(label, fitted)] : fitted), [fitted, cards, label]);
  const hidden = useMemo<GridColumnVisibilityModel>(() => Object.fromEntries(fields.map((field) => [field, false])), [fields]);
  const visibility = cards
    ? { columnVisibilityModel: hidden }
    : { columnVisibilityModel: { ...base, ...toggles }, onColumnVisibilityModelChange: (model: GridColumnVisibilityModel) => setToggles(userToggles(fields, base, model)) };
  return { measure, columns: shown, ...visibility };
}
