// Remind authors (Proceedings): first shows which papers' authors would be reminded (the selected papers,
// or every incomplete one), each paper with its recipients and what it misses; sends only when asked,
// for exactly those papers (ReminderDialog).
import { Typography } from '@mui/material';
import { useAuthorReminderPreview, useSendAuthorReminders, type AuthorRemindersAnswer, type ReminderPapers } from '../../../api/mail/remindAuthors';
import { authorReminderSummary, missingText, noAuthorRemindersText } from '../utils/proceedingsScreen';
import { ReminderDialog } from '../../mail/components/ReminderDialog';

interface RemindAuthorsDialogProps {
  /** The papers selected, or undefined for every incomplete paper. */
  paperIds: ReminderPapers;
  onClose: () => void;
  onSent: (answer: AuthorRemindersAnswer) => void;
}

export function RemindAuthorsDialog({ paperIds, onClose, onSent }: RemindAuthorsDialogProps) {
  return (
    <ReminderDialog
      title="Remind authors"
      preview={useAuthorReminderPreview(paperIds)}
      loadingText="Finding what each paper misses..."
      sending={useSendAuthorReminders()}
      recipients={(reminders) => reminders.map((reminder) => reminder.paperId)}
      onSent={onSent}
      onClose={onClose}
      emptyText={noAuthorRemindersText}
      summary={(reminders) => authorReminderSummary(reminders.length)}
      label="Papers whose authors are reminded"
      keyOf={(reminder) => reminder.paperId}
      heading={(reminder) => ({ lead: reminder.paperId, rest: `: ${reminder.title}` })}
    >
      {(reminder) => (
        <>
          <Typography variant="body2">To: {reminder.to.join(', ')}</Typography>
          <Typography variant="body2">Missing: {missingText(reminder.missing)}</Typography>
        </>
      )}
    </ReminderDialog>
  );
}
