// Rows chosen with a grid's checkboxes, kept across the pages of a server-paged list: each selected row
// as it was last seen, so a bulk action can name rows of pages no longer shown.
import { useCallback, useMemo, useState } from 'react';
import type { GridRowId } from '@mui/x-data-grid';

export interface RowSelection<R> {
  /** The selected rows' IDs, for the grid's checkboxes. */
  selected: ReadonlySet<GridRowId>;
  /** The grid's checkboxes changed. */
  onChange: (ids: Set<GridRowId>) => void;
  /** The selected rows, the shown page's copy where the row is on it. */
  rows: readonly R[];
  clear: () => void;
}

export function useRowSelection<R>(pageRows: readonly R[], idOf: (row: R) => GridRowId): RowSelection<R> {
  const [seen, setSeen] = useState<ReadonlyMap<GridRowId, R>>(new Map());
  const onPage = useCallback((id: GridRowId) => pageRows.find((row) => idOf(row) === id), [pageRows, idOf]);
  const onChange = useCallback(
    (ids: Set<GridRowId>) =>
      setSeen((current) =>
        new Map(
          [...ids].flatMap((id) => {
            const row = onPage(id) ?? current.get(id);
            return row === undefined ? [] : [[id, row] as const];
          }),
        ),
      ),
    [onPage],
  );
  const clear = useCallback(() => setSeen(new Map()), []);
  const selected = useMemo(() => new Set(seen.keys()), [seen]);
  const rows = useMemo(() => [...seen.entries()].map(([id, row]) => onPage(id) ?? row), [seen, onPage]);
  return { selected, onChange, rows, clear };
}
