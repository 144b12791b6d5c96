// The Integrity column of the chair's paper lists: the paper's highest overlap with another paper of this
// conference or its past editions, as a percentage (a dash while the check has not run, or the file had
// no text to compare), marked when any integrity check flags the paper: the overlap at or above the
// chair's threshold, an author over the cap, a title another paper has, a placeholder abstract. The
// flags are listed in the tooltip and read out with the figure; a click opens the similarity report.
import { Chip, Tooltip } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatPercent } from '@confsys/domain';

/** What the column shows of a row. */
export interface IntegrityCell {
  paperId: string;
  similarity: number | null;
  flags: readonly string[];
}

export function similarityColumn<R extends GridValidRowModel>(read: (row: R) => IntegrityCell, onOpen: (row: R) => void): GridColDef<R> {
  return {
    field: 'similarity',
    headerName: 'Integrity',
    description: "The highest share of the paper's text found in another paper of this conference or its past editions, marked when an integrity check flags the paper",
    width: 116,
    sortable: false,
    renderCell: ({ row: source, tabIndex }) => {
      const row = read(source);
      const figure = row.similarity === null ? '—' : formatPercent(row.similarity);
      const flagged = row.flags.length > 0;
      const chip = (
        <Chip
          size="small"
          label={flagged ? `${figure} ⚑ ${row.flags.length}` : figure}
          color={flagged ? 'warning' : 'default'}
          variant={flagged ? 'filled' : 'outlined'}
          tabIndex={tabIndex}
          aria-label={`Similarity of ${row.paperId}: ${row.similarity === null ? 'not checked yet' : figure}${flagged ? `; flagged: ${row.flags.join('; ')}` : ''}`}
          onClick={() => onOpen(source)}
        />
      );
      return flagged ? <Tooltip title={row.flags.join(' · ')}>{chip}</Tooltip> : chip;
    },
  };
}
