// The one remind dialog (Paper Management's reviewers, the Proceedings screen's authors): first the preview
// of who would get a reminder, read when it opens, as a list; it sends only when asked, exactly what it previewed.
// With nothing to send it says so and offers only Close. A refused send keeps the dialog open with the
// server's reason; a sent one is handed to the screen, which closes it and shows the server's message.
import type { ReactNode } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { failureText } from '../../../lib/failures';
import { sendRemindersLabel } from '../utils/reminders';

interface ReminderDialogProps<Reminder> {
  title: string;
  /** The preview as it is read: the reminders that would go. */
  preview: UseQueryResult<{ reminders: readonly Reminder[] }>;
  /** Said while the preview loads. */
  loadingText: string;
  /** The send as it goes (a mutation's state). */
  sending: { isPending: boolean; error: unknown };
  /** Sends the reminders previewed. */
  onSend: (reminders: readonly Reminder[]) => void;
  onClose: () => void;
  /** Said when nobody is to be reminded. */
  emptyText: string;
  /** Said above the list: how many are reminded. */
  summary: (reminders: readonly Reminder[]) => string;
  /** The list's accessible name. */
  label: string;
  keyOf: (reminder: Reminder) => string;
  /** One reminder of the preview's list. */
  children: (reminder: Reminder) => ReactNode;
}

export function ReminderDialog<Reminder>({ title, preview, loadingText, sending, onSend, onClose, emptyText, summary, label, keyOf, children }: ReminderDialogProps<Reminder>) {
  const reminders = preview.status === 'success' ? preview.data.reminders : [];
  return (
    <ActionDialog
      title={title}
      {...(reminders.length > 0 ? { actionLabel: sendRemindersLabel(reminders.length), onAction: () => onSend(reminders) } : {})}
      busy={sending.isPending}
      failure={failureText(sending.error)}
      onClose={onClose}
      scrollLabel={`${title}: the reminders previewed`}
    >
      {preview.status === 'pending' ? <Typography role="status">{loadingText}</Typography> : null}
      {preview.status === 'error' ? (
        <Alert severity="error" role="alert">
          {failureText(preview.error)}
        </Alert>
      ) : null}
      {preview.status === 'success' && reminders.length === 0 ? <Typography>{emptyText}</Typography> : null}
      {reminders.length > 0 ? (
        <>
          <Typography sx={{ mb: 1 }}>{summary(reminders)}</Typography>
          <Box component="ul" aria-label={label} sx={{ m: 0, pl: 3 }}>
            {reminders.map((reminder) => (
              <Box component="li" key={keyOf(reminder)} sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
                {children(reminder)}
              </Box>
            ))}
          </Box>
        </>
      ) : null}
    </ActionDialog>
  );
}
