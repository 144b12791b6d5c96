// "Forgot Password?" dialog: email and new password first (the server emails a one-time reset code),
// then the code, which a reset link opened on this page fills in, to set the new password.
import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Messages, validatePasswordReset } from '@confsys/domain';
import { confirmPasswordReset, requestPasswordResetCode } from '../api/resetAuthorPassword';
import { serverMessage } from '../utils/failures';
import { FormNotice, type Notice } from '../../../components/feedback/FormNotice';
import { useForm } from '../../../components/forms/useForm';
import { PasswordField } from './PasswordField';

interface ForgotPasswordDialogProps {
  /** The code from a reset link, when the page was opened through one. */
  initialCode?: string;
  onClose: () => void;
  onPasswordUpdated: () => void;
}

const finishWithLinkCode = 'Enter your email and the password you want, to finish setting it.';
const codeHint = 'The code is in the reset link we emailed you (its oobCode part); opening that link on this site fills it in.';

export function ForgotPasswordDialog({ initialCode, onClose, onPasswordUpdated }: ForgotPasswordDialogProps) {
  const titleId = useId();
  const formId = useId();
  const { values, field } = useForm({ email: '', newPassword: '', code: initialCode ?? '' });
  const { email, newPassword, code } = values;
  const [codeStep, setCodeStep] = useState(initialCode !== undefined);
  const [notice, setNotice] = useState<Notice>(initialCode ? { severity: 'info', text: finishWithLinkCode } : null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validatePasswordReset({ email, newPassword });
    const missingCode = codeStep && code.trim() === '' ? Messages.required('Reset code') : undefined;
    if (problem ?? missingCode) {
      setNotice({ severity: 'error', text: problem ?? missingCode ?? '' });
      return;
    }
    setSending(true);
    setNotice(null);
    try {
      if (codeStep) {
        const answer = await confirmPasswordReset({ email: email.trim(), newPassword, code: code.trim() });
        setDone(true);
        setNotice({ severity: 'success', text: answer.message });
        onPasswordUpdated();
      } else {
        const answer = await requestPasswordResetCode({ email: email.trim(), newPassword });
        setCodeStep(true);
        setNotice({ severity: 'info', text: answer.message });
      }
    } catch (error) {
      setNotice({ severity: 'error', text: serverMessage(error) ?? Messages.serverErrorTryAgain });
    } finally {
      setSending(false);
    }
  }

  const locked = sending || done;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Reset Password</DialogTitle>
      <DialogContent>
        <FormNotice notice={notice} />
        <form id={formId} noValidate onSubmit={submit}>
          <TextField label="Email" type="email" autoComplete="email" required {...field('email')} disabled={locked} />
          <PasswordField label="New Password" {...field('newPassword')} autoComplete="new-password" disabled={locked} />
          {codeStep ? <TextField label="Reset code" autoComplete="one-time-code" required {...field('code', codeHint)} disabled={locked} /> : null}
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{done ? 'Close' : 'Cancel'}</Button>
        {done ? null : (
          <Button type="submit" form={formId} variant="contained" disabled={sending}>
            {codeStep ? 'Set new password' : 'Send reset code'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
