// The Similarity column of the chair's paper lists: the paper's highest overlap with another paper of this
// conference or its past editions, as a percentage, marked when it is at or above the chair's threshold;
// a dash while the check has not run (or the file had no text to compare).
import { Chip } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatPercent } from '@confsys/domain';

export function similarityColumn<R extends GridValidRowModel & { paperId: string; similarity: number | null }>(threshold: number, onOpen: (row: R) => void): GridColDef<R> {
  return {
    field: 'similarity',
    headerName: 'Similarity',
    description: `The highest share of the paper's text found in another paper of this conference or its past editions; marked from ${threshold}%`,
    width: 116,
    sortable: false,
    renderCell: ({ row, tabIndex }) => {
      if (row.similarity === null) return <span aria-label="Not checked yet">—</span>;
      const flagged = row.similarity >= threshold;
      return (
        <Chip
          size="small"
          label={formatPercent(row.similarity)}
          color={flagged ? 'warning' : 'default'}
          variant={flagged ? 'filled' : 'outlined'}
          tabIndex={tabIndex}
          aria-label={`Similarity of ${row.paperId}: ${formatPercent(row.similarity)}${flagged ? ', flagged' : ''}`}
          onClick={() => onOpen(row)}
        />
      );
    },
  };
}
