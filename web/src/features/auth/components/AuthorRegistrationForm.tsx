// The author account registration form: Personal Details and Login Details, validated with the shared
// rules on submit. Submit stays disabled until a password is typed and confirmed.
import { useState, type FormEvent } from 'react';
import { Box, Button } from '@mui/material';
import { DetailsField, DetailsSections, registrationSections } from '../../../components/forms/DetailsField';
import { useForm } from '../../../components/forms/useForm';
import {
  authorRegistrationFields,
  passwordsReady,
  validateAuthorRegistration,
  type AuthorRegistrationField,
  type FieldErrors,
} from '@confsys/domain';
import type { AuthorRegistrationInput } from '../api/registerAuthor';
import { PasswordField } from './PasswordField';

const sections = registrationSections('email');

const emptyValues = Object.fromEntries(
  (Object.keys(authorRegistrationFields) as AuthorRegistrationField[]).map((name) => [name, '']),
) as AuthorRegistrationInput;

interface AuthorRegistrationFormProps {
  /** Sends the registration; answers the server's field errors when it refused them. */
  onRegister: (values: AuthorRegistrationInput) => Promise<FieldErrors<AuthorRegistrationField>>;
  /** Set once registered: the form then stays disabled. */
  done: boolean;
}

export function AuthorRegistrationForm({ onRegister, done }: AuthorRegistrationFormProps) {
  const { values, setErrors, field, validateAll } = useForm(emptyValues, validateAuthorRegistration);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!validateAll()) return;
    setSending(true);
    setErrors(await onRegister(values));
    setSending(false);
  }

  const locked = sending || done;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DetailsSections
        sections={sections}
        renderField={(config) => {
          const label = authorRegistrationFields[config.name].label;
          return config.type === 'password' ? (
            <PasswordField label={label} {...field(config.name)} autoComplete="new-password" disabled={locked} />
          ) : (
            <DetailsField field={config} label={label} {...field(config.name)} disabled={locked} />
          );
        }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={locked || !passwordsReady(values.password, values.confirmPassword)} sx={{ mt: 3 }}>
        Register
      </Button>
    </Box>
  );
}
