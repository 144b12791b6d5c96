// The Integrity column of the chair's paper lists: the paper's highest overlap with another paper of this
// conference or its past editions, as a percentage (a dash while the check has not run, or the file had
// no text to compare), marked with the number of flags when an integrity check flags the paper: the
// overlap at or above the chair's threshold, an author over the cap, a title another paper has, a
// placeholder abstract. The flags show in the tooltip and are read out with the figure; the row's More
// menu opens the similarity report. The cell holds no control: a flagged cell hands its focus to its
// figure, which shows the flags.
import { Box, Chip, Tooltip } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatPercent } from '@confsys/domain';
import { ScreenReaderText } from '../../../components/display/ScreenReaderText';

/** What the column shows of a row. */
export interface IntegrityCell {
  paperId: string;
  similarity: number | null;
  flags: readonly string[];
}

export function similarityColumn<R extends GridValidRowModel>(read: (row: R) => IntegrityCell): GridColDef<R> {
  return {
    field: 'similarity',
    headerName: 'Integrity',
    description: "The highest share of the paper's text found in another paper of this conference or its past editions, and how many integrity checks flag the paper (More > Similarity opens the report)",
    width: 124,
    sortable: false,
    renderCell: ({ row: source, tabIndex }) => {
      const row = read(source);
      const figure = row.similarity === null ? '—' : formatPercent(row.similarity);
      if (row.flags.length === 0) {
        return (
          <span>
            {figure}
            {row.similarity === null ? <ScreenReaderText>not checked yet</ScreenReaderText> : null}
          </span>
        );
      }
      const count = `${row.flags.length} flag${row.flags.length === 1 ? '' : 's'}`;
      return (
        <Tooltip title={row.flags.join(' · ')}>
          {/* The cell hands its focus to this, which then shows the flags (as the Reviewers cell does). */}
          <Box component="span" tabIndex={tabIndex}>
            <Chip size="small" color="warning" label={`${figure} · ${count}`} />
            <ScreenReaderText>{`: ${row.flags.join('; ')}`}</ScreenReaderText>
          </Box>
        </Tooltip>
      );
    },
  };
}
