// Email and password sign-in form of authors and reviewers. The screen supplies what logging in does;
// it answers whether it succeeded, and the form stays disabled after a success while the screen moves on.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { validateLogin, type FieldErrors } from '@confsys/domain';
import type { LoginInput } from '../api/loginAuthor';
import { PasswordField } from './PasswordField';

interface EmailLoginFormProps {
  onLogin: (input: LoginInput) => Promise<boolean>;
  email?: string;
  /** Extra actions under the password field (for example "Forgot Password?"). */
  extra?: ReactNode;
}

export function EmailLoginForm({ onLogin, email: initialEmail = '', extra }: EmailLoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { email: email.trim(), password };
    const problems = validateLogin(input);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    if (!(await onLogin(input))) setSending(false);
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setErrors(({ email: _cleared, ...rest }) => rest);
        }}
        error={Boolean(errors.email)}
        helperText={errors.email}
        disabled={sending}
      />
      <PasswordField
        label="Password"
        name="password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setErrors(({ password: _cleared, ...rest }) => rest);
        }}
        error={errors.password}
        disabled={sending}
      />
      {extra}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={sending} sx={{ mt: 2 }}>
        Login
      </Button>
    </Box>
  );
}
