// The author's submissions table, fed by the live manuscripts query the dashboard reads once.
import { Box, CircularProgress } from '@mui/material';
import type { ManuscriptRow } from '../utils/manuscript';
import { ManuscriptsTable } from './ManuscriptsTable';

export function AuthorSubmissions({ manuscripts }: { manuscripts: { loading: boolean; rows: ManuscriptRow[] } }) {
  if (manuscripts.loading) {
    return (
      <Box role="status" aria-label="Loading submissions" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    );
  }
  return <ManuscriptsTable rows={manuscripts.rows} />;
}
