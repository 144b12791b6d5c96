// The outcome of an action taken in a row or a dialog (resend, send reminders), shown at the bottom of
// the screen where the eye already is, rather than at the top of a long page. A success hides itself
// after a while; an error stays until closed. Announced as a status, or an alert for an error.
import { Alert, Snackbar } from '@mui/material';
import type { Notice } from './FormNotice';

const successShownFor = 8000;

export function ActionSnackbar({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  if (!notice) return null;
  const failed = notice.severity === 'error';
  return (
    <Snackbar
      // A new outcome starts its own timer.
      key={notice.text}
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={failed ? null : successShownFor}
      // A click elsewhere does not hide it: the user may not have read it yet.
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
    >
      <Alert severity={notice.severity} variant="filled" role={failed ? 'alert' : 'status'} onClose={onClose} sx={{ width: '100%' }}>
        {notice.text}
      </Alert>
    </Snackbar>
  );
}
