// Which grid columns a small screen shows: the table's key columns, the rest hidden until the user shows
// them from the column menu (Manage columns). A large screen shows every column.
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';

export function columnVisibilityFor(fields: readonly string[], keyColumns: readonly string[] | undefined, small: boolean): GridColumnVisibilityModel {
  if (!small || !keyColumns) return {};
  return Object.fromEntries(fields.filter((field) => !keyColumns.includes(field)).map((field) => [field, false]));
}
