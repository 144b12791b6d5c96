// The filters above Paper Management's grid: every paper, the papers that need reviewers, or those
// whose reviews are missing, each with its count (of the papers the status and search keep, counted
// by the server); one pressed at a time. They are toggle buttons in a
// group: Tab reaches the pressed one, the arrow keys move between them, Space or Enter presses one.
// Beside them, an action on those papers (Remind reviewers), and the number of reviewers each paper
// should have.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { paths } from '../../../config/paths';
import { paperFilterFromParam, paperFilters, type PaperFilter } from '../utils/reviewerCoverage';

const everyPaper = 'all';

/** A button's label with its count, "Needs reviewers (4)"; the label alone while the count is not known. */
const withCount = (label: string, count: number | null) => (count === null ? label : `${label} (${count})`);

interface PaperFilterBarProps {
  filter: PaperFilter | null;
  /** Every paper the status and search keep; null while not known (no count shown). */
  total: number | null;
  /** The papers each filter keeps of those; null while not known. */
  counts: Record<PaperFilter, number> | null;
  /** Reviewers each paper should have (the Settings screen's "Reviewers per paper"); null while not known. */
  target: number | null;
  onChange: (filter: PaperFilter | null) => void;
  /** Shown beside the filters. */
  action?: ReactNode;
}

export function PaperFilterBar({ filter, total, counts, target, onChange, action }: PaperFilterBarProps) {
  function choose(value: string | null) {
    // Pressing the pressed button again keeps it (one of them is always pressed).
    if (value === null) return;
    onChange(paperFilterFromParam(value));
  }

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <ToggleButtonGroup exclusive size="small" color="primary" value={filter ?? everyPaper} onChange={(_event, value: string | null) => choose(value)} aria-label="Show papers" sx={{ flexWrap: 'wrap' }}>
          <ToggleButton value={everyPaper}>{withCount('All papers', total)}</ToggleButton>
          {paperFilters.map((candidate) => (
            <ToggleButton key={candidate.value} value={candidate.value}>
              {withCount(candidate.label, counts?.[candidate.value] ?? null)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {action}
      </Stack>
      {target === null ? null : (
        <Typography variant="body2" color="text.secondary">
          Each paper should have {target} reviewer{target === 1 ? '' : 's'} (
          <Link component={RouterLink} to={paths.adminSettings('reviewing')}>
            Settings
          </Link>
          ).
        </Typography>
      )}
    </Stack>
  );
}
