// Remind reviewers (Paper Management): first shows who would get a reminder, each reviewer's name and
// email with the papers whose review is missing, and sends only when asked, to exactly those reviewers.
// With no review missing it says so and offers only Close. A refused send keeps the dialog open with
// the server's reason; a sent one closes it and the page shows the server's message.
import { useId, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Messages } from '@confsys/domain';
import { useReminderPreview } from '../api/getReminderPreview';
import { sendReminders, type SendRemindersResponse } from '../api/sendReminders';
import { serverMessage } from '../utils/failures';
import { morePapersText, noRemindersText, reminderPaperText, reminderRecipients, reminderSummary, sendRemindersLabel, type ReviewerReminder } from '../utils/reminders';

interface RemindReviewersDialogProps {
  onClose: () => void;
  onSent: (answer: SendRemindersResponse) => void;
}

export function RemindReviewersDialog({ onClose, onSent }: RemindReviewersDialogProps) {
  const titleId = useId();
  const preview = useReminderPreview();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reminders = preview.status === 'success' ? preview.data.reminders : [];

  async function send() {
    setFailure(null);
    setSending(true);
    try {
      onSent(await sendReminders(reminderRecipients(reminders)));
    } catch (error) {
      setFailure(serverMessage(error) ?? Messages.genericTryLater);
      setSending(false);
    }
  }

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} aria-busy={preview.status === 'pending'} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Remind reviewers</DialogTitle>
      <DialogContent dividers>
        {preview.status === 'pending' ? <Typography role="status">Finding the reviews that are missing...</Typography> : null}
        {preview.status === 'error' ? (
          <Alert severity="error" role="alert">
            {serverMessage(preview.error) ?? Messages.genericTryLater}
          </Alert>
        ) : null}
        {preview.status === 'success' ? <ReminderList reminders={reminders} /> : null}
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {reminders.length === 0 ? 'Close' : 'Cancel'}
        </Button>
        {reminders.length > 0 ? (
          <Button variant="contained" onClick={() => void send()} disabled={sending}>
            {sendRemindersLabel(reminders.length)}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

/** The preview: each reviewer, then the papers whose review they have not submitted. */
function ReminderList({ reminders }: { reminders: readonly ReviewerReminder[] }) {
  if (reminders.length === 0) return <Typography>{noRemindersText}</Typography>;
  return (
    <>
      <Typography sx={{ mb: 1 }}>{reminderSummary(reminders)}</Typography>
      <Box component="ul" aria-label="Reviewers to remind" sx={{ m: 0, pl: 3 }}>
        {reminders.map((reminder) => (
          <Box component="li" key={reminder.reviewerId} sx={{ mb: 1.5 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {reminder.name}
              </Box>{' '}
              ({reminder.email})
            </Typography>
            <Box component="ul" aria-label={`Reviews missing from ${reminder.name}`} sx={{ m: 0, pl: 3 }}>
              {reminder.papers.map((paper) => (
                <Typography component="li" variant="body2" key={paper.paperId}>
                  {reminderPaperText(paper)}
                </Typography>
              ))}
              {morePapersText(reminder) ? (
                <Typography component="li" variant="body2" color="text.secondary">
                  {morePapersText(reminder)}
                </Typography>
              ) : null}
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}
