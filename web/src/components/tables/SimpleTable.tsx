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
  /** Wider than a phone: the table scrolls sideways, and its region takes the keyboard focus to do so. */
  wide?: boolean;
  children: ReactNode;
}

export function SimpleTable({ label, columns, empty, rowCount, wide = false, children }: SimpleTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined" {...(wide ? { tabIndex: 0, role: 'region', 'aria-label': `${label} (scrolls sideways)` } : {})}>
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
