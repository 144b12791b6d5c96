// Which grid columns a small screen shows: the table's key columns, the rest hidden until the user shows
// them from the column menu (Manage columns). A large screen shows every column.
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';

export function columnVisibilityFor(fields: readonly string[], keyColumns: readonly string[] | undefined, small: boolean): GridColumnVisibilityModel {
  if (!small || !keyColumns) return {};
  return Object.fromEntries(fields.filter((field) => !keyColumns.includes(field)).map((field) => [field, false]));
}

/** The least a column takes: its fixed width, or a flexible column's minimum. */
export function narrowestWidth(column: { width?: number; minWidth?: number; flex?: number }): number {
  return column.flex ? (column.minWidth ?? 50) : (column.width ?? 100);
}

/** A grid's row numbers ('#'): the first column to give up its place. */
const rowNumbers = 'index';

/**
 * The columns to hide so that the others fit `available` pixels: those that matter least first (the row
 * numbers, then from the right). The table's key columns (which name the row's identity, a paper's ID or
 * title) and its actions always stay; a table without key columns keeps its first two besides the row
 * numbers.
 */
export function columnsToHide(columns: ReadonlyArray<{ field: string; width?: number; minWidth?: number; flex?: number }>, keyColumns: readonly string[] | undefined, available: number): string[] {
  let total = columns.reduce((sum, column) => sum + narrowestWidth(column), 0);
  const identity = keyColumns ? [] : columns.filter((column) => column.field !== rowNumbers).slice(0, 2).map((column) => column.field);
  const stays = (field: string) => identity.includes(field) || field === 'actions' || (keyColumns?.includes(field) ?? false);
  const candidates = [...columns.filter((column) => column.field === rowNumbers), ...columns.filter((column) => column.field !== rowNumbers).reverse()].filter((column) => !stays(column.field));
  const hidden: string[] = [];
  for (const column of candidates) {
    if (total <= available) break;
    hidden.push(column.field);
    total -= narrowestWidth(column);
  }
  return hidden;
}

/** Whether the columns left once `hidden` are hidden fit `available` pixels. */
export function fitsWithout(columns: ReadonlyArray<{ field: string; width?: number; minWidth?: number; flex?: number }>, hidden: readonly string[], available: number): boolean {
  return columns.filter((column) => !hidden.includes(column.field)).reduce((sum, column) => sum + narrowestWidth(column), 0) <= available;
}

/**
 * What the user changed in the column menu: each column whose visibility in the grid's `model` differs
 * from the `base` the screen gave it (the key columns of a small screen, the columns the width hid).
 * Only these are kept, so a column the width hid comes back when the window grows, unless the user hid it.
 */
export function userToggles(fields: readonly string[], base: GridColumnVisibilityModel, model: GridColumnVisibilityModel): GridColumnVisibilityModel {
  const visible = (of: GridColumnVisibilityModel, field: string) => of[field] !== false;
  return Object.fromEntries(fields.filter((field) => visible(model, field) !== visible(base, field)).map((field) => [field, visible(model, field)]));
}
