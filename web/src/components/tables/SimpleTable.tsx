// A small read-only table (the role dashboards, the audit log, a bulk preview, a paper's reviews): header
// cells, the rows, or one line saying it is empty.
import type { ReactNode } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';

interface SimpleTableProps {
  label: string;
  columns: readonly string[];
  /** Shown across all columns when there are no rows. */
  empty: string;
  rowCount: number;
  children: ReactNode;
}

export function SimpleTable({ label, columns, empty, rowCount, children }: SimpleTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} component="th" scope="col">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rowCount === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center">
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            children
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
