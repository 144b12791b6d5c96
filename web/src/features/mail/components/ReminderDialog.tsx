// The one remind dialog (Paper Management's reviewers, the Proceedings screen's authors): first the preview
// of who would get a reminder, read when it opens, as a list; it sends only when asked, exactly what it previewed.
// With nothing to send it says so and offers only Close. A refused send keeps the dialog open with the
// server's reason; a sent one is handed to the screen, which closes it and shows the server's message.
import type { ReactNode } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { failureText } from '../../../lib/failures';
import { sendRemindersLabel } from '../utils/reminders';

interface ReminderDialogProps<Reminder, Answer> {
  title: string;
  /** The preview as it is read: the reminders that would go. */
  preview: UseQueryResult<{ reminders: readonly Reminder[] }>;
  /** Said while the preview loads. */
  loadingText: string;
  /** The send: a mutation taking the IDs of whom the reminders go to. */
  sending: Pick<UseMutationResult<Answer, unknown, readonly string[]>, 'mutate' | 'isPending' | 'error'>;
  /** Whom the reminders previewed go to, by ID: exactly those are sent. */
  recipients: (reminders: readonly Reminder[]) => readonly string[];
  /** Handed the server's answer once the reminders are queued. */
  onSent: (answer: Answer) => void;
  onClose: () => void;
  /** Said when nobody is to be reminded. */
  emptyText: string;
  /** Said above the list: how many are reminded. */
  summary: (reminders: readonly Reminder[]) => string;
  /** The list's accessible name. */
  label: string;
  keyOf: (reminder: Reminder) => string;
  /** One reminder's heading: its name in bold, and what follows it. */
  heading: (reminder: Reminder) => { lead: string; rest: string };
  /** The rest of one reminder of the preview's list, under its heading. */
  children: (reminder: Reminder) => ReactNode;
}

export function ReminderDialog<Reminder, Answer>({ title, preview, loadingText, sending, recipients, onSent, onClose, emptyText, summary, label, keyOf, heading, children }: ReminderDialogProps<Reminder, Answer>) {
  const reminders = preview.status === 'success' ? preview.data.reminders : [];
  return (
    <ActionDialog
      title={title}
      {...(reminders.length > 0 ? { actionLabel: sendRemindersLabel(reminders.length), onAction: () => sending.mutate(recipients(reminders), { onSuccess: onSent }) } : {})}
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
                <ReminderHeading {...heading(reminder)} />
                {children(reminder)}
              </Box>
            ))}
          </Box>
        </>
      ) : null}
    </ActionDialog>
  );
}

function ReminderHeading({ lead, rest }: { lead: string; rest: string }) {
  return (
    <Typography>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {lead}
      </Box>
      {rest}
    </Typography>
  );
}
