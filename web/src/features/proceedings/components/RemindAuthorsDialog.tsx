// Remind authors (Proceedings): first shows which papers' authors would be reminded (the selected papers,
// or every incomplete one), each paper with its recipients and what it misses; sends only when asked,
// for exactly those papers (ReminderDialog).
import { Box, Typography } from '@mui/material';
import { useAuthorReminderPreview, useSendAuthorReminders, type AuthorReminder, type AuthorRemindersAnswer, type ReminderPapers } from '../../../api/mail/remindAuthors';
import { authorReminderSummary, missingText, noAuthorRemindersText } from '../utils/proceedingsScreen';
import { ReminderDialog } from '../../mail/components/ReminderDialog';

interface RemindAuthorsDialogProps {
  /** The papers selected, or undefined for every incomplete paper. */
  paperIds: ReminderPapers;
  onClose: () => void;
  onSent: (answer: AuthorRemindersAnswer) => void;
}

export function RemindAuthorsDialog({ paperIds, onClose, onSent }: RemindAuthorsDialogProps) {
  const preview = useAuthorReminderPreview(paperIds);
  const sending = useSendAuthorReminders();
  const reminders = preview.status === 'success' ? preview.data.reminders : [];

  return (
    <ReminderDialog
      title="Remind authors"
      preview={preview}
      loadingText="Finding what each paper misses..."
      count={reminders.length}
      sending={sending}
      onSend={() => sending.mutate(reminders.map((reminder) => reminder.paperId), { onSuccess: onSent })}
      onClose={onClose}
    >
      <AuthorReminderList reminders={reminders} />
    </ReminderDialog>
  );
}

/** The preview: each paper, who is reminded, and what it misses. */
function AuthorReminderList({ reminders }: { reminders: readonly AuthorReminder[] }) {
  if (reminders.length === 0) return <Typography>{noAuthorRemindersText}</Typography>;
  return (
    <>
      <Typography sx={{ mb: 1 }}>{authorReminderSummary(reminders.length)}</Typography>
      <Box component="ul" aria-label="Papers whose authors are reminded" sx={{ m: 0, pl: 3 }}>
        {reminders.map((reminder) => (
          <Box component="li" key={reminder.paperId} sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
            <Typography>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {reminder.paperId}
              </Box>
              : {reminder.title}
            </Typography>
            <Typography variant="body2">To: {reminder.to.join(', ')}</Typography>
            <Typography variant="body2">Missing: {missingText(reminder.missing)}</Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
