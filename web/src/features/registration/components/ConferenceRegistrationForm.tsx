// The conference registration form: Personal Details and Login Details, validated with the shared
// rules on submit. Submit stays disabled until the login email and both passwords are filled in. On
// success the receipt PDF downloads and the form resets.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { DetailsField, personalDetailsFields, type DetailsFieldConfig } from '../../../components/forms/DetailsField';
import {
  conferenceRegistrationFields,
  Messages,
  validateConferenceRegistration,
  type ConferenceRegistrationField,
  type FieldErrors,
} from '@confsys/domain';
import { downloadRegistrationReceipt } from '../api/downloadRegistrationReceipt';
import { registerForConference } from '../api/registerForConference';
import {
  emptyRegistration,
  loginDetailsFilled,
  registrationFailure,
  registrationFieldErrors,
  registrationInput,
  registrationOutcome,
  type RegistrationValues,
} from '../utils/registrationForm';

type Errors = FieldErrors<ConferenceRegistrationField>;

type FieldConfig = DetailsFieldConfig<ConferenceRegistrationField>;

const sections: { title: string; fields: FieldConfig[] }[] = [
  { title: 'Personal Details', fields: personalDetailsFields },
  {
    title: 'Login Details',
    fields: [
      { name: 'loginEmail', autoComplete: 'email', type: 'email', wide: true },
      { name: 'password', autoComplete: 'new-password', type: 'password' },
      { name: 'confirmPassword', autoComplete: 'new-password', type: 'password' },
    ],
  },
];

export function ConferenceRegistrationForm() {
  const [values, setValues] = useState<RegistrationValues>(() => emptyRegistration());
  const [errors, setErrors] = useState<Errors>({});
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  function change(name: ConferenceRegistrationField, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSuccess(null);
    setFailure(null);
    const problems = validateConferenceRegistration(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    try {
      const outcome = registrationOutcome(await registerForConference(registrationInput(values)));
      if (!outcome.ok) {
        setFailure(outcome.message);
        return;
      }
      setSuccess(Messages.conferenceRegistrationSuccess);
      setValues(emptyRegistration());
      await downloadRegistrationReceipt(outcome.pdfPath);
    } catch (error) {
      setFailure(registrationFailure(error));
      setErrors(registrationFieldErrors(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {sections.map((section) => (
        <Box component="section" key={section.title} sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2">
            {section.title}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
            {section.fields.map((field) => (
              <DetailsField
                key={field.name}
                field={field}
                label={conferenceRegistrationFields[field.name].label}
                value={values[field.name]}
                error={errors[field.name]}
                disabled={sending}
                onChange={(value) => change(field.name, value)}
              />
            ))}
          </Box>
        </Box>
      ))}
      {/* Spec quirk: the form state carries today's date as paymentDate and date; the server ignores them. */}
      <input type="hidden" name="paymentDate" value={values.paymentDate} />
      <input type="hidden" name="date" value={values.date} />
      {success ? (
        <Alert severity="success" role="alert" sx={{ mt: 3 }}>
          {success}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 3 }}>
          {failure}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={sending || !loginDetailsFilled(values)} sx={{ mt: 3 }}>
        {sending ? Messages.loading : 'Submit'}
      </Button>
    </Box>
  );
}
