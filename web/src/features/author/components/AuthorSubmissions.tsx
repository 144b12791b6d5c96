// The author's submissions table, fed by the live manuscripts query.
import { Box, CircularProgress } from '@mui/material';
import { useAuthorManuscripts } from '../hooks/useAuthorManuscripts';
import { ManuscriptsTable } from './ManuscriptsTable';

export function AuthorSubmissions({ uid }: { uid: string }) {
  const { loading, rows } = useAuthorManuscripts(uid);
  if (loading) {
    return (
      <Box role="status" aria-label="Loading submissions" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    );
  }
  return <ManuscriptsTable rows={rows} />;
}
