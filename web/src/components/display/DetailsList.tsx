// Labelled values as a description list (<dl>): the labels in one column, the values beside them,
// long values wrapping anywhere (emails, IDs).
import { Box, Typography } from '@mui/material';

export function DetailsList({ details }: { details: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {details.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
