// The author account registration form: Personal Details and Login Details, validated with the shared
// rules on submit. Submit stays disabled until a password is typed and confirmed.
import { useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import {
  authorRegistrationFields,
  passwordsReady,
  registrationGenders,
  validateAuthorRegistration,
  type AuthorRegistrationField,
  type FieldErrors,
} from '@confsys/domain';
import type { AuthorRegistrationInput } from '../api/registerAuthor';
import { PasswordField } from './PasswordField';

type Errors = FieldErrors<AuthorRegistrationField>;

interface FieldConfig {
  name: AuthorRegistrationField;
  autoComplete: string;
  type?: 'email' | 'tel';
  kind?: 'select' | 'multiline' | 'password';
  /** Takes the whole row of the two-column grid. */
  wide?: boolean;
}

const sections: { title: string; fields: FieldConfig[] }[] = [
  {
    title: 'Personal Details',
    fields: [
      { name: 'name', autoComplete: 'name' },
      { name: 'gender', autoComplete: 'sex', kind: 'select' },
      { name: 'designation', autoComplete: 'organization-title' },
      { name: 'organization', autoComplete: 'organization' },
      { name: 'phone', autoComplete: 'tel-national', type: 'tel' },
      { name: 'address', autoComplete: 'street-address', kind: 'multiline', wide: true },
    ],
  },
  {
    title: 'Login Details',
    fields: [
      { name: 'email', autoComplete: 'email', type: 'email', wide: true },
      { name: 'password', autoComplete: 'new-password', kind: 'password' },
      { name: 'confirmPassword', autoComplete: 'new-password', kind: 'password' },
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
  if (field.kind === 'password') {
    return (
      <PasswordField label={label} name={field.name} value={value} onChange={onChange} error={error} autoComplete="new-password" disabled={disabled} />
    );
  }
  return (
    <TextField
      label={label}
      name={field.name}
      type={field.type ?? 'text'}
      autoComplete={field.autoComplete}
      required
      select={field.kind === 'select'}
      multiline={field.kind === 'multiline'}
      minRows={field.kind === 'multiline' ? 2 : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      sx={field.wide ? { gridColumn: '1 / -1' } : undefined}
      slotProps={field.type === 'tel' ? { htmlInput: { inputMode: 'numeric' } } : undefined}
    >
      {field.kind === 'select'
        ? registrationGenders.map((gender) => (
            <MenuItem key={gender} value={gender}>
              {gender}
            </MenuItem>
          ))
        : undefined}
    </TextField>
  );
}
