// Reviewer self-registration: name, email, password and its confirmation. A mismatch is reported and
// nothing is sent.
import { useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { Messages, validateReviewerRegistration, type FieldErrors } from '@confsys/domain';
import type { ReviewerRegistrationInput } from '../api/registerReviewer';
import { PasswordField } from './PasswordField';

type Field = keyof ReviewerRegistrationInput;

interface ReviewerRegisterFormProps {
  onRegister: (input: ReviewerRegistrationInput) => Promise<void>;
  /** Reports the mismatch the way the spec does: as the screen's alert. */
  onMismatch: (message: string) => void;
}

export function ReviewerRegisterForm({ onRegister, onMismatch }: ReviewerRegisterFormProps) {
  const [values, setValues] = useState<ReviewerRegistrationInput>({ name: '', email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);

  function change(name: Field, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { ...values, name: values.name.trim(), email: values.email.trim() };
    const problems = validateReviewerRegistration(input);
    setErrors(problems);
    if (problems.confirmPassword === Messages.passwordsDoNotMatch) onMismatch(Messages.passwordsDoNotMatch);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    await onRegister(input);
    setSending(false);
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
        disabled={sending}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        disabled={sending}
      />
      <PasswordField
        label="Password"
        name="password"
        value={values.password}
        onChange={(value) => change('password', value)}
        error={errors.password}
        autoComplete="new-password"
        disabled={sending}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        value={values.confirmPassword}
        onChange={(value) => change('confirmPassword', value)}
        error={errors.confirmPassword}
        autoComplete="new-password"
        disabled={sending}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={sending} sx={{ mt: 2 }}>
        Register
      </Button>
    </Box>
  );
}
