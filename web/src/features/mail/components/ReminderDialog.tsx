// A reminder's dialog and its list (Paper Management's reviewers, the Proceedings screen's authors): first the preview
// of who would get a reminder, read when it opens; it sends only when asked, exactly what it previewed.
// With nothing to send it says so and offers only Close. A refused send keeps the dialog open with the
// server's reason; a sent one is handed to the screen, which closes it and shows the server's message.
import type { ReactNode } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { failureText } from '../../../lib/failures';
import { sendRemindersLabel } from '../utils/reminders';

interface ReminderDialogProps {
  title: string;
  /** The preview as it is read. */
  preview: UseQueryResult<unknown>;
  /** Said while the preview loads. */
  loadingText: string;
  /** How many reminders the preview lists: the send button counts them. */
  count: number;
  /** The send as it goes (a mutation's state). */
  sending: { isPending: boolean; error: unknown };
  /** Sends the reminders previewed. */
  onSend: () => void;
  onClose: () => void;
  /** The preview's list, shown once it is read. */
  children: ReactNode;
}

export function ReminderDialog({ title, preview, loadingText, count, sending, onSend, onClose, children }: ReminderDialogProps) {
  const toSend = preview.status === 'success' ? count : 0;
  return (
    <ActionDialog
      title={title}
      {...(toSend > 0 ? { actionLabel: sendRemindersLabel(toSend), onAction: onSend } : {})}
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
      {preview.status === 'success' ? children : null}
    </ActionDialog>
  );
}

interface ReminderListProps<Item> {
  items: readonly Item[];
  /** Said when nobody is to be reminded. */
  emptyText: string;
  /** Said above the list: how many are reminded. */
  summary: string;
  /** The list's accessible name. */
  label: string;
  keyOf: (item: Item) => string;
  children: (item: Item) => ReactNode;
}

/** A preview's list: who is reminded, one item each, or why nobody is. */
export function ReminderList<Item>({ items, emptyText, summary, label, keyOf, children }: ReminderListProps<Item>) {
  if (items.length === 0) return <Typography>{emptyText}</Typography>;
  return (
    <>
      <Typography sx={{ mb: 1 }}>{summary}</Typography>
      <Box component="ul" aria-label={label} sx={{ m: 0, pl: 3 }}>
        {items.map((item) => (
          <Box component="li" key={keyOf(item)} sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
            {children(item)}
          </Box>
        ))}
      </Box>
    </>
  );
}
