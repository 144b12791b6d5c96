// Email and password sign-in form of authors and reviewers. The screen supplies what logging in does;
// it answers whether it succeeded, and the form stays disabled after a success while the screen moves on.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { validateLogin } from '@confsys/domain';
import type { LoginInput } from '../api/loginAuthor';
import { useForm } from '../../../components/forms/useForm';
import { PasswordField } from './PasswordField';

interface EmailLoginFormProps {
  onLogin: (input: LoginInput) => Promise<boolean>;
  email?: string;
  /** Extra actions under the password field (for example "Forgot Password?"). */
  extra?: ReactNode;
}

export function EmailLoginForm({ onLogin, email: initialEmail = '', extra }: EmailLoginFormProps) {
  const { values, field, validateAll } = useForm({ email: initialEmail, password: '' }, validateLogin);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input: LoginInput = { email: values.email.trim(), password: values.password };
    if (!validateAll(input)) return;
    setSending(true);
    if (!(await onLogin(input))) setSending(false);
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} disabled={sending} />
      <PasswordField label="Password" {...field('password')} disabled={sending} />
      {extra}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={sending} sx={{ mt: 2 }}>
        Login
      </Button>
    </Box>
  );
}
