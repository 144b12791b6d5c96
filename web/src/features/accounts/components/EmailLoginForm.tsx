// Email and password sign-in form of authors and reviewers, in plain HTML (prerendered, see
// components/forms/usePrerenderedForm). The screen supplies what logging in does; it answers whether it
// succeeded, and the form stays disabled after a success while the screen moves on.
import { useState, type ReactNode } from 'react';
import { validateLogin } from '@confsys/domain';
import type { LoginInput } from '../../../api/accounts/loginAuthor';
import { useForm } from '../../../components/forms/useForm';
import { PasswordInput } from '../../../components/forms/PasswordInput';
import { TextInput } from '../../../components/forms/TextInput';
import { usePrerenderedForm } from '../../../components/forms/usePrerenderedForm';
import { checkFailed, useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';

interface EmailLoginFormProps {
  onLogin: (input: LoginInput) => Promise<boolean>;
  email?: string;
  /** Extra actions under the password field (for example "Forgot Password?"). */
  extra?: ReactNode;
}

export function EmailLoginForm({ onLogin, email: initialEmail = '', extra }: EmailLoginFormProps) {
  const { values, setValues, field, validateAll } = useForm({ email: initialEmail, password: '' }, validateLogin);
  const { formRef, started } = usePrerenderedForm(setValues);
  /** Set once logged in: the form stays disabled while the screen moves on. */
  const [loggedIn, setLoggedIn] = useState(false);
  const { submit, sending } = useSubmitOutcome({
    check: () => {
      const input: LoginInput = { email: values.email.trim(), password: values.password };
      return validateAll(input) ? { input } : checkFailed();
    },
    send: onLogin,
    sent: setLoggedIn,
  });
  const locked = sending || loggedIn;

  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <TextInput label="Email" type="email" autoComplete="email" {...field('email')} disabled={locked} />
      <PasswordInput label="Password" {...field('password')} disabled={locked} />
      {extra}
      <button type="submit" className="pub-btn pub-btn--primary pub-form__submit" disabled={!started || locked}>
        Login
      </button>
    </form>
  );
}
