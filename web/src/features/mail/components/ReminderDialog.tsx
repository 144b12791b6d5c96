// A reminder's dialog (Paper Management's reviewers, the Proceedings screen's authors): first the preview
// of who would get a reminder, read when it opens; it sends only when asked, exactly what it previewed.
// With nothing to send it says so and offers only Close. A refused send keeps the dialog open with the
// server's reason; a sent one is handed to the screen, which closes it and shows the server's message.
import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { Messages } from '@confsys/domain';
import { serverMessage } from '../../../lib/failures';
import { sendRemindersLabel } from '../utils/reminders';

interface ReminderDialogProps {
  title: string;
  /** The preview as it is read. */
  preview: UseQueryResult<unknown>;
  /** Said while the preview loads. */
  loadingText: string;
  /** How many reminders the preview lists: the send button counts them. */
  count: number;
  /** Sends the reminders previewed; a refusal throws. */
  send: () => Promise<void>;
  onClose: () => void;
  /** The preview's list, shown once it is read. */
  children: ReactNode;
}

export function ReminderDialog({ title, preview, loadingText, count, send, onClose, children }: ReminderDialogProps) {
  const titleId = useId();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const toSend = preview.status === 'success' ? count : 0;

  async function sendPreviewed() {
    setFailure(null);
    setSending(true);
    try {
      await send();
    } catch (error) {
      setFailure(serverMessage(error) ?? Messages.genericTryLater);
      setSending(false);
    }
  }

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} aria-busy={preview.status === 'pending'} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* A long preview scrolls: the region takes the focus, so the keyboard scrolls it too. */}
      <DialogContent dividers tabIndex={0} role="region" aria-label={`${title}: the reminders previewed`}>
        {preview.status === 'pending' ? <Typography role="status">{loadingText}</Typography> : null}
        {preview.status === 'error' ? (
          <Alert severity="error" role="alert">
            {serverMessage(preview.error) ?? Messages.genericTryLater}
          </Alert>
        ) : null}
        {preview.status === 'success' ? children : null}
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {toSend === 0 ? 'Close' : 'Cancel'}
        </Button>
        {toSend > 0 ? (
          <Button variant="contained" onClick={() => void sendPreviewed()} disabled={sending}>
            {sendRemindersLabel(toSend)}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
