// A screen of several sections or pages (Settings, the guide): their list beside the content on a desk
// (sticky as the content scrolls), above it on a phone, each entry a link to its address, the one shown
// marked as the current page.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Stack } from '@mui/material';

export interface SectionNavEntry {
  key: string;
  title: string;
  to: string;
}

interface SectionNavLayoutProps {
  /** The list's accessible name ("Settings sections"). */
  label: string;
  entries: readonly SectionNavEntry[];
  /** The entry shown (none: no entry is current). */
  current: string | undefined;
  /** The list's width on a desk. */
  width: string;
  children: ReactNode;
}

export function SectionNavLayout({ label, entries, current, width, children }: SectionNavLayoutProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `${width} minmax(0, 1fr)` }, alignItems: 'start' }}>
      <Box component="nav" aria-label={label} sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
        <Stack direction={{ xs: 'row', md: 'column' }} useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {entries.map((entry) => (
            <Button
              key={entry.key}
              component={RouterLink}
              to={entry.to}
              aria-current={entry.key === current ? 'page' : undefined}
              variant={entry.key === current ? 'contained' : 'text'}
              size="small"
              sx={{ justifyContent: { md: 'flex-start' }, textAlign: 'left' }}
            >
              {entry.title}
            </Button>
          ))}
        </Stack>
      </Box>
      {children}
    </Box>
  );
}
