// A yes/no question before an action that changes data (delete, send, accept, reject, publish): the
// ActionDialog with the question as its content.
import { useId, type ReactNode } from 'react';
import { DialogContentText } from '@mui/material';
import { ActionDialog } from './ActionDialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  /** The label of the button that performs the action. */
  confirmLabel: string;
  confirmColor?: 'primary' | 'error' | 'success' | 'warning';
  /** The action is running: both buttons are disabled. */
  busy?: boolean;
  /** Why the action failed, if it did. */
  failure?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, message, confirmLabel, confirmColor, busy, failure, onConfirm, onCancel }: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <ActionDialog open={open} title={title} actionLabel={confirmLabel} actionColor={confirmColor} busy={busy} failure={failure} onAction={onConfirm} onClose={onCancel} size="xs" describedBy={messageId} focusAction>
      <DialogContentText id={messageId}>{message}</DialogContentText>
    </ActionDialog>
  );
}
