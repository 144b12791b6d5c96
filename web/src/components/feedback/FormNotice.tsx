// The outcome message of a form (success, refusal, failure), announced as an alert.
import { Alert } from '@mui/material';

export type Notice = { severity: 'success' | 'info' | 'warning' | 'error'; text: string } | null;

export function FormNotice({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} role="alert" sx={{ my: 2 }}>
      {notice.text}
    </Alert>
  );
}
