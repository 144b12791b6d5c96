// "Forgot Password?" dialog: email and new password first (the server emails a message with a one-time
// link and its code), then the code, copied from the message or filled in by an older link opened on this
// page, to set the new password. The message's link opens the account page (AccountActionPage) instead.
import { useId, useState } from 'react';
import { Messages, validatePasswordReset } from '@confsys/domain';
import { confirmPasswordReset, requestPasswordResetCode } from '../../../api/accounts/resetAuthorPassword';
import { serverMessage } from '../utils/failures';
import { ModalDialog } from '../../../components/feedback/ModalDialog';
import { NoticeText } from '../../../components/feedback/NoticeText';
import type { Notice } from '../../../components/feedback/FormNotice';
import { useForm } from '../../../components/forms/useForm';
import { PasswordInput } from '../../../components/forms/PasswordInput';
import { TextInput } from '../../../components/forms/TextInput';
import { checkFailed, useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';

interface ForgotPasswordDialogProps {
  /** The code from a reset link, when the page was opened through one. */
  initialCode?: string;
  onClose: () => void;
  onPasswordUpdated: () => void;
}

const finishWithLinkCode = 'Enter your email and the password you want, to finish setting it.';
const codeHint = 'The code is in the email we sent, under its link. Or open the link itself: it sets the password on a page of its own.';

export function ForgotPasswordDialog({ initialCode, onClose, onPasswordUpdated }: ForgotPasswordDialogProps) {
  const formId = useId();
  const { values, field } = useForm({ email: '', newPassword: '', code: initialCode ?? '' });
  const { email, newPassword, code } = values;
  const [codeStep, setCodeStep] = useState(initialCode !== undefined);
  // A reset link opened on this page: what is left to do, until the form is first sent.
  const [linkHint, setLinkHint] = useState(initialCode ? finishWithLinkCode : '');
  const [done, setDone] = useState(false);
  const { submit, statusText, failure, sending } = useSubmitOutcome({
    check: () => {
      setLinkHint('');
      const problem = validatePasswordReset({ email, newPassword }) ?? (codeStep && code.trim() === '' ? Messages.required('Reset code') : undefined);
      return problem ? checkFailed(problem) : { input: { email: email.trim(), newPassword } };
    },
    send: (input) => (codeStep ? confirmPasswordReset({ ...input, code: code.trim() }) : requestPasswordResetCode(input)),
    sent: () => {
      if (!codeStep) {
        setCodeStep(true);
        return;
      }
      setDone(true);
      onPasswordUpdated();
    },
    refusal: (error) => ({ message: serverMessage(error) ?? Messages.serverErrorTryAgain, fieldErrors: {} }),
  });
  // The code's request is a step on the way (information); the new password set, a success.
  const notice: Notice = failure
    ? { severity: 'error', text: failure }
    : statusText
      ? { severity: done ? 'success' : 'info', text: statusText }
      : linkHint
        ? { severity: 'info', text: linkHint }
        : null;

  const locked = sending || done;
  return (
    <ModalDialog title="Reset Password" onClose={onClose}>
      {(close) => (
        <>
          <NoticeText notice={notice} />
          <form id={formId} noValidate onSubmit={submit}>
            <TextInput label="Email" type="email" autoComplete="email" {...field('email')} disabled={locked} />
            <PasswordInput label="New Password" {...field('newPassword')} autoComplete="new-password" disabled={locked} />
            {codeStep ? <TextInput label="Reset code" autoComplete="one-time-code" {...field('code', codeHint)} disabled={locked} /> : null}
          </form>
          <div className="pub-dialog__actions">
            <button type="button" className="pub-btn pub-btn--secondary" onClick={close}>
              {done ? 'Close' : 'Cancel'}
            </button>
            {done ? null : (
              <button type="submit" form={formId} className="pub-btn pub-btn--primary" disabled={sending}>
                {codeStep ? 'Set new password' : 'Send reset code'}
              </button>
            )}
          </div>
        </>
      )}
    </ModalDialog>
  );
}
