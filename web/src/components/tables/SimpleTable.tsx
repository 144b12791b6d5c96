// A small read-only table (the role dashboards, the audit log, a bulk preview, a paper's reviews): header
// cells, the rows (its children), or one line saying it is empty. On a phone (below sm), and wherever its
// columns do not fit the width it has, each row is a card: its cells one under the other, each under its
// column's name, so the row's paper and actions are on the screen without scrolling sideways (the header
// row stays for screen readers, out of sight). It goes back to columns once the width would hold them, so
// it never scrolls sideways.
import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow } from '@mui/material';
import type { Theme } from '@mui/material/styles';

/** Out of sight, still read by screen readers. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0, padding: 0, margin: '-1px' } as const;

/** Rows as blocks, each cell under its column's name (the nth cell, the nth name): always, or on a phone. */
const stackedRows = (columns: readonly string[], always: boolean) => (theme: Theme) => ({
  [always ? '&' : theme.breakpoints.down('sm')]: {
    // Blocks all the way down: no table layout keeps the width the columns had.
    display: 'block',
    width: '100%',
    '& tbody': { display: 'block' },
    '& thead': visuallyHidden,
    '& tbody tr': { display: 'block', borderBottom: `1px solid ${theme.palette.divider}`, py: 1 },
    '& tbody tr > *': { display: 'block', border: 0, py: 0.5, whiteSpace: 'normal', maxWidth: 'none' },
    '& tbody tr > *::before': { display: 'block', ...theme.typography.caption, color: theme.palette.text.secondary },
    '& tbody tr > [colspan]::before': { content: 'none' },
    // Shown, not read: the column's name is the cell's header already (an empty alternative text).
    ...Object.fromEntries(columns.map((column, index) => [`& tbody tr > :nth-child(${index + 1})::before`, { content: `${JSON.stringify(column)} / ""` }])),
  },
});

interface SimpleTableProps {
  label: string;
  columns: readonly string[];
  /** Shown across all columns when there are no rows. */
  empty: string;
  /** Rows shown at a time, with a pager below when there are more; none: every row. */
  pageSize?: number;
  children: ReactNode;
}

/**
 * Whether the table's columns are wider than its box (then it stacks its rows), watched as the box
 * changes: the width the columns wanted is remembered, and they come back once the box holds it.
 */
function useStackedWhenCrowded() {
  const container = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const [on, setOn] = useState(false);
  const wanted = useRef(0);
  useEffect(() => {
    const box = container.current;
    if (!box) return undefined;
    const check = () => {
      const width = box.clientWidth;
      if (!on && table.current && table.current.scrollWidth > width + 1) {
        wanted.current = table.current.scrollWidth;
        setOn(true);
      } else if (on && width >= wanted.current) setOn(false);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(box);
    return () => observer.disconnect();
  }, [on]);
  return { container, table, on };
}

export function SimpleTable({ label, columns, empty, pageSize, children }: SimpleTableProps) {
  const [chosenPage, setPage] = useState(0);
  const rows = Children.toArray(children);
  const pages = pageSize ? Math.max(1, Math.ceil(rows.length / pageSize)) : 1;
  // A list that shrank (a paper taken off it) shows its last page rather than an empty one.
  const page = Math.min(chosenPage, pages - 1);
  const shown = pageSize && rows.length > pageSize ? rows.slice(page * pageSize, (page + 1) * pageSize) : rows;
  const stacked = useStackedWhenCrowded();
  return (
    <TableContainer ref={stacked.container} component={Paper} variant="outlined">
      <Table ref={stacked.table} size="small" aria-label={label} sx={[{ '& th, & td': { px: 1.25 } }, stackedRows(columns, stacked.on)]}>
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
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center">
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            shown
          )}
        </TableBody>
      </Table>
      {pageSize && rows.length > pageSize ? (
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[pageSize]}
          onPageChange={(_event, next) => setPage(next)}
          slotProps={{ actions: { previousButton: { 'aria-label': `Previous page of ${label.toLowerCase()}` }, nextButton: { 'aria-label': `Next page of ${label.toLowerCase()}` } } }}
        />
      ) : null}
    </TableContainer>
  );
}
