// The frame of the author's form screens: a centred card with the screen's heading.
import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

interface PageCardProps {
  title: string;
  children: ReactNode;
  maxWidth?: number;
}

export function PageCard({ title, children, maxWidth = 560 }: PageCardProps) {
  return (
    <Box sx={{ px: 2, py: { xs: 4, md: 6 } }}>
      <Paper variant="outlined" sx={{ maxWidth, mx: 'auto', p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
