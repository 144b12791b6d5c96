// The reviewer's assigned papers: their count and the table, read from the API.
import { useId } from 'react';
import { Box, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useAssignedPapers } from '../../../api/reviews/getAssignedPapers';
import { AssignedPapersTable } from './AssignedPapersTable';

export function AssignedPapers({ email }: { email: string }) {
  const { loading, papers } = useAssignedPapers(email);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id={headingId} variant="h5" component="h2">
          Assigned Papers
        </Typography>
        {loading ? null : <Chip color="primary" label={`${papers.length} assigned`} />}
      </Stack>
      {loading ? (
        <Box role="status" aria-label="Loading assigned papers" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress />
        </Box>
      ) : (
        <AssignedPapersTable papers={papers} />
      )}
    </Box>
  );
}
