// What became of a save, below its form: the server's message in a status line that screen readers
// announce (kept in place while empty, so the layout does not jump), and the refusal as an alert.
import { Alert, Typography } from '@mui/material';

export function SaveOutcome({ id, status, failure = null, spacing = 2 }: { id: string; status: string; failure?: string | null; spacing?: number }) {
  return (
    <>
      <Typography id={id} role="status" variant="body2" sx={{ mt: spacing, minHeight: '1.5em', fontWeight: 600 }}>
        {status}
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      ) : null}
    </>
  );
}
