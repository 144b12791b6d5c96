// A grid on a phone (DataTable, below the sm breakpoint): each row becomes one card in a single column,
// every column of the row in it as its header and value, one under the other, its actions last, all
// wrapping within the phone's width. The grid's other columns stay (hidden), so its sorting, URL state,
// selection, paging and quick search work as on a desk; the quick search reads the card's text.
import { Box, Stack, Typography } from '@mui/material';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

/** The card column's field; no table has a column of that name. */
export const rowCardField = 'rowCard';

type AnyColumn<R extends GridValidRowModel> = GridColDef<R>;
type Api = Parameters<NonNullable<GridColDef['valueGetter']>>[3];

/** A column's value for a row, as the grid works it out: its value getter, then its formatter. */
function columnValue<R extends GridValidRowModel>(column: AnyColumn<R>, row: R, api: Api): { value: unknown; formatted: unknown } {
  const raw = (row as Record<string, unknown>)[column.field];
  const value = column.valueGetter ? (column.valueGetter as (...args: unknown[]) => unknown)(raw, row, column, api) : raw;
  const formatted = column.valueFormatter ? (column.valueFormatter as (...args: unknown[]) => unknown)(value, row, column, api) : value;
  return { value, formatted };
}

function cellContent<R extends GridValidRowModel>(column: AnyColumn<R>, params: GridRenderCellParams<R>): ReactNode {
  const { value, formatted } = columnValue(column, params.row, params.api as unknown as Api);
  if (column.renderCell) return column.renderCell({ ...params, field: column.field, colDef: { ...params.colDef, ...column } as never, value, formattedValue: formatted } as GridRenderCellParams<R>);
  return formatted === null || formatted === undefined ? '' : String(formatted);
}

function RowCard<R extends GridValidRowModel>({ columns, params }: { columns: readonly AnyColumn<R>[]; params: GridRenderCellParams<R> }) {
  return (
    <Stack spacing={0.75} sx={{ width: '100%', minWidth: 0, py: 0.5 }} data-row-card="">
      {columns.map((column) =>
        column.field === 'actions' ? (
          <Box key={column.field} data-card-field={column.field} sx={{ pt: 0.5 }}>
            {cellContent(column, params)}
          </Box>
        ) : (
          <Box key={column.field} data-card-field={column.field} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline', minWidth: 0 }}>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ flex: '0 0 6.5rem' }}>
              {column.headerName ?? column.field}
            </Typography>
            <Box component="span" sx={{ flex: '1 1 10rem', minWidth: 0, overflowWrap: 'break-word' }}>
              {cellContent(column, params)}
            </Box>
          </Box>
        ),
      )}
    </Stack>
  );
}

/** The one column a phone shows: the row as a card, headed by the table's name. */
export function rowCardColumn<R extends GridValidRowModel>(label: string, columns: readonly AnyColumn<R>[]): GridColDef<R> {
  return {
    field: rowCardField,
    headerName: label,
    flex: 1,
    minWidth: 0,
    sortable: false,
    filterable: false,
    resizable: false,
    disableColumnMenu: true,
    // What the quick search looks in: every column's text.
    valueGetter: (_value, row, _column, api) =>
      columns
        .map((column) => columnValue(column, row, api as Api).formatted)
        .filter((text) => typeof text === 'string' || typeof text === 'number')
        .join(' '),
    renderCell: (params) => <RowCard columns={columns} params={params} />,
  };
}
