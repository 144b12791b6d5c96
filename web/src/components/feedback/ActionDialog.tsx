// The screens' one dialog: a title, its content, the failure of its action above the buttons (announced
// as an alert), Cancel (Close when there is nothing to do) and the action. It is a form, so the action
// submits it and Enter in a field acts too. While the action runs the dialog stays open and its buttons
// are disabled. Long content scrolls between the title and the buttons, which stay in view.
import { useId, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

export interface ActionDialogProps {
  title: ReactNode;
  /** The action's button; without one the dialog only shows its content, with Close. */
  actionLabel?: string;
  actionColor?: 'primary' | 'error' | 'success' | 'warning';
  /** Another reason the action is disabled (nothing to act on yet). */
  actionDisabled?: boolean;
  onAction?: (event: FormEvent<HTMLFormElement>) => void;
  /** The action is running. */
  busy?: boolean;
  /** Why the last attempt failed. */
  failure?: string | null;
  onClose: () => void;
  /** Buttons of their own, before Cancel (open a file, and the like). */
  extraActions?: ReactNode;
  /** The label of the button that closes without acting. */
  closeLabel?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** The element whose text describes the dialog (its question). */
  describedBy?: string;
  /** Content that scrolls on its own: it takes the focus, so the keyboard scrolls it too. */
  scrollLabel?: string;
  /** The action's button takes the focus when the dialog opens (a question with no fields). */
  focusAction?: boolean;
  open?: boolean;
  children: ReactNode;
}

export function ActionDialog(props: ActionDialogProps) {
  const { title, actionLabel, actionColor = 'primary', actionDisabled = false, onAction, busy = false, failure, onClose, extraActions, size = 'sm', describedBy, scrollLabel, focusAction = false, open = true, children } = props;
  const titleId = useId();
  const closeLabel = props.closeLabel ?? (actionLabel ? 'Cancel' : 'Close');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React passes a submit up its own tree, through the portal: a form the dialog was opened from must not see it.
    event.stopPropagation();
    if (!busy && !actionDisabled) onAction?.(event);
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={describedBy} maxWidth={size} fullWidth>
      {/* The form is the paper's column, so the content, not the whole dialog, scrolls. */}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers {...(scrollLabel ? { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } : {})}>
          {children}
          {failure ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          {extraActions}
          <Button onClick={onClose} disabled={busy}>
            {closeLabel}
          </Button>
          {actionLabel ? (
            <Button type="submit" variant="contained" color={actionColor} disabled={busy || actionDisabled} autoFocus={focusAction}>
              {actionLabel}
            </Button>
          ) : null}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
