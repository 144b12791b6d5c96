// The author account registration form: Personal Details and Login Details, validated with the shared
// rules on submit. Submit stays disabled until a password is typed and confirmed.
import { useState, type FormEvent } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { DetailsField, personalDetailsFields, type DetailsFieldConfig } from '../../../components/forms/DetailsField';
import {
  authorRegistrationFields,
  passwordsReady,
  validateAuthorRegistration,
  type AuthorRegistrationField,
  type FieldErrors,
} from '@confsys/domain';
import type { AuthorRegistrationInput } from '../api/registerAuthor';
import { PasswordField } from './PasswordField';

type Errors = FieldErrors<AuthorRegistrationField>;

type FieldConfig = DetailsFieldConfig<AuthorRegistrationField>;

const sections: { title: string; fields: FieldConfig[] }[] = [
  { title: 'Personal Details', fields: personalDetailsFields },
  {
    title: 'Login Details',
    fields: [
      { name: 'email', autoComplete: 'email', type: 'email', wide: true },
      { name: 'password', autoComplete: 'new-password', type: 'password' },
      { name: 'confirmPassword', autoComplete: 'new-password', type: 'password' },
    ],
  },
];

const emptyValues = Object.fromEntries(
  (Object.keys(authorRegistrationFields) as AuthorRegistrationField[]).map((name) => [name, '']),
) as AuthorRegistrationInput;

interface AuthorRegistrationFormProps {
  /** Sends the registration; answers the server's field errors when it refused them. */
  onRegister: (values: AuthorRegistrationInput) => Promise<Errors>;
  /** Set once registered: the form then stays disabled. */
  done: boolean;
}

export function AuthorRegistrationForm({ onRegister, done }: AuthorRegistrationFormProps) {
  const [values, setValues] = useState<AuthorRegistrationInput>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  function change(name: AuthorRegistrationField, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validateAuthorRegistration(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    setErrors(await onRegister(values));
    setSending(false);
  }

  const locked = sending || done;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      {sections.map((section) => (
        <Box component="section" key={section.title} sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2">
            {section.title}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
            {section.fields.map((field) => (
              <RegistrationField
                key={field.name}
                field={field}
                value={values[field.name]}
                error={errors[field.name]}
                disabled={locked}
                onChange={(value) => change(field.name, value)}
              />
            ))}
          </Box>
        </Box>
      ))}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={locked || !passwordsReady(values.password, values.confirmPassword)} sx={{ mt: 3 }}>
        Register
      </Button>
    </Box>
  );
}

interface RegistrationFieldProps {
  field: FieldConfig;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

function RegistrationField({ field, value, error, disabled, onChange }: RegistrationFieldProps) {
  const label = authorRegistrationFields[field.name].label;
  if (field.type === 'password') {
    return (
      <PasswordField label={label} name={field.name} value={value} onChange={onChange} error={error} autoComplete="new-password" disabled={disabled} />
    );
  }
  return <DetailsField field={field} label={label} value={value} error={error} disabled={disabled} onChange={onChange} />;
}
