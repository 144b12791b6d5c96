// A titled card of a screen (an admin screen's part below its grid, an accepted paper's proceedings on
// the author dashboard): an outlined section named by its second-level heading, with an optional line
// under the heading saying what it is for.
import { useId, type ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

interface SectionCardProps {
  title: string;
  /** Under the heading: what the section is for. */
  intro?: ReactNode;
  /** Space between it and what comes before it (admin screens) or after it (dashboards). */
  gap: 'before' | 'after';
  children?: ReactNode;
}

export function SectionCard({ title, intro, gap, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, ...(gap === 'before' ? { mt: 3 } : { mb: 3 }) }}>
      <Typography id={headingId} variant="h5" component="h2">
        {title}
      </Typography>
      {intro ? (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
