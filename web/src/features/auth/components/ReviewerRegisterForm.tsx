// Reviewer self-registration: name and email. The password is set through the link the server emails
// to the address, so only its owner can choose it.
import { useState, type FormEvent } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { validateReviewerRegistration, type FieldErrors } from '@confsys/domain';
import type { ReviewerRegistrationInput } from '../api/registerReviewer';

type Field = keyof ReviewerRegistrationInput;

interface ReviewerRegisterFormProps {
  onRegister: (input: ReviewerRegistrationInput) => Promise<void>;
}

export function ReviewerRegisterForm({ onRegister }: ReviewerRegisterFormProps) {
  const [values, setValues] = useState<ReviewerRegistrationInput>({ name: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);

  function change(name: Field, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { name: values.name.trim(), email: values.email.trim() };
    const problems = validateReviewerRegistration(input);
    setErrors(problems);
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
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        We email you a link to set your password. The address you enter is the one the programme chair
        assigns papers to.
      </Typography>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={sending} sx={{ mt: 2 }}>
        Register
      </Button>
    </Box>
  );
}
