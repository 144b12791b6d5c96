// What became of a save, below its form: the server's message in a status line that screen readers
// announce (kept in place while empty, so the layout does not jump), and the refusal as an alert.
import { Typography } from '@mui/material';
import { FailureAlert } from './FailureAlert';

export function SaveOutcome({ id, status, failure = null, spacing = 2 }: { id: string; status: string; failure?: string | null; spacing?: number }) {
  return (
    <>
      <Typography id={id} role="status" variant="body2" sx={{ mt: spacing, minHeight: '1.5em', fontWeight: 600 }}>
        {status}
      </Typography>
      <FailureAlert text={failure} sx={{ mt: 1 }} />
    </>
  );
}
