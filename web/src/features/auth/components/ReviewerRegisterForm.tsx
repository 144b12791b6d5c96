// Reviewer self-registration: name and email. The password is set through the link the server emails
// to the address, so only its owner can choose it.
import { useState, type FormEvent } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { validateReviewerRegistration } from '@confsys/domain';
import type { ReviewerRegistrationInput } from '../api/registerReviewer';
import { useForm } from '../../../components/forms/useForm';

interface ReviewerRegisterFormProps {
  onRegister: (input: ReviewerRegistrationInput) => Promise<void>;
}

export function ReviewerRegisterForm({ onRegister }: ReviewerRegisterFormProps) {
  const { values, field, validateAll } = useForm({ name: '', email: '' }, validateReviewerRegistration);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input: ReviewerRegistrationInput = { name: values.name.trim(), email: values.email.trim() };
    if (!validateAll(input)) return;
    setSending(true);
    await onRegister(input);
    setSending(false);
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField label="Name" autoComplete="name" required {...field('name')} disabled={sending} />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} disabled={sending} />
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
