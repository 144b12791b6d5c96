// The frame of a form screen (sign-in, registration, submission, payment): a centred card with its heading.
import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

interface FormCardProps {
  title: string;
  children: ReactNode;
  maxWidth?: number;
}

export function FormCard({ title, children, maxWidth = 440 }: FormCardProps) {
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
