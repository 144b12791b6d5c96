// Remind reviewers (Paper Management): first shows who would get a reminder, each reviewer's name and
// email with the papers whose review is missing, and sends only when asked, to exactly those reviewers
// (ReminderDialog: with no review missing it says so and offers only Close; a refused send keeps the
// dialog open with the server's reason; a sent one closes it and the page shows the server's message).
import { Box, Typography } from '@mui/material';
import { useReminderPreview } from '../../../api/mail/getReminderPreview';
import { useSendReminders, type SendRemindersResponse } from '../../../api/mail/sendReminders';
import { morePapersText, noRemindersText, reminderPaperText, reminderRecipients, reminderSummary } from '../utils/reminders';
import { ReminderDialog } from './ReminderDialog';

interface RemindReviewersDialogProps {
  onClose: () => void;
  onSent: (answer: SendRemindersResponse) => void;
}

export function RemindReviewersDialog({ onClose, onSent }: RemindReviewersDialogProps) {
  return (
    <ReminderDialog
      title="Remind reviewers"
      preview={useReminderPreview()}
      loadingText="Finding the reviews that are missing..."
      sending={useSendReminders()}
      recipients={reminderRecipients}
      onSent={onSent}
      onClose={onClose}
      emptyText={noRemindersText}
      summary={reminderSummary}
      label="Reviewers to remind"
      keyOf={(reminder) => reminder.reviewerId}
      heading={(reminder) => ({ lead: reminder.name, rest: ` (${reminder.email})` })}
    >
      {(reminder) => (
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
      )}
    </ReminderDialog>
  );
}
