// The integrity line of the chair's paper lists, under each paper's status: the paper's highest overlap
// with another paper of this conference or its past editions ("Similarity 12%"; nothing while the check
// has not run or the file had no text), marked with the number of flags when an integrity check flags the
// paper: the overlap at or above the chair's threshold, an author over the cap, a title another paper
// has, a placeholder abstract. The flags show in the tooltip and are read out with the figure; the row's
// More menu opens the similarity report. It shares the Status cell, so the grid keeps its columns at
// desk width; a flagged line takes the cell's focus (as the Reviewers cell does) to show its tooltip.
import { Box, Stack, Tooltip, Typography } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatPercent } from '@confsys/domain';
import { StatusChip } from '../../../components/display/StatusChip';
import { ScreenReaderText } from '../../../components/display/ScreenReaderText';
import { statusColumn } from '../../../components/tables/statusColumn';

/** What the cell shows of a row. */
export interface IntegrityCell {
  status: string;
  similarity: number | null;
  flags: readonly string[];
}

function IntegrityLine({ similarity, flags, tabIndex }: Omit<IntegrityCell, 'status'> & { tabIndex: 0 | -1 }) {
  if (similarity === null && flags.length === 0) return null;
  const figure = similarity === null ? null : `Similarity ${formatPercent(similarity)}`;
  if (flags.length === 0) {
    return (
      <Typography variant="caption" color="text.secondary">
        {figure}
      </Typography>
    );
  }
  const count = `${flags.length} flag${flags.length === 1 ? '' : 's'}`;
  return (
    <Tooltip title={flags.join(' · ')}>
      <Box component="span" tabIndex={tabIndex} sx={{ typography: 'caption', color: 'warning.dark', fontWeight: 600, borderBottom: 1, borderBottomStyle: 'dotted' }}>
        <span aria-hidden>{`⚑ ${figure ? `${figure}, ` : ''}${count}`}</span>
        <ScreenReaderText>{`${figure ? `${figure}; ` : ''}flagged: ${flags.join('; ')}`}</ScreenReaderText>
      </Box>
    </Tooltip>
  );
}

/** The Status column with the integrity line under the status. */
export function statusWithIntegrityColumn<R extends GridValidRowModel & { status: string }>(read: (row: R) => IntegrityCell): GridColDef<R> {
  return statusColumn<R>({
    description: "The paper's status, the similarity check's highest figure and how many integrity checks flag the paper (More > Similarity opens the report)",
    renderCell: ({ row: source, tabIndex }) => {
      const row = read(source);
      return (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <StatusChip status={row.status} />
          <IntegrityLine similarity={row.similarity} flags={row.flags} tabIndex={tabIndex} />
        </Stack>
      );
    },
  });
}
