// Text for screen readers only: in the page (read, found by search) but not painted, for a cell whose
// visible form is short ("2/3") while its meaning needs words.
import type { ReactNode } from 'react';
import { Box } from '@mui/material';

const offScreen = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

export function ScreenReaderText({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={offScreen}>
      {children}
    </Box>
  );
}
