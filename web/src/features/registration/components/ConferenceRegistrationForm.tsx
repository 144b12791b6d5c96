// The conference registration form: Personal Details and Login Details, validated with the shared
// rules on submit. Submit stays disabled until the login email and both passwords are filled in. On
// success the receipt PDF downloads and the form resets.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { DetailsField, DetailsSections } from '../../../components/forms/DetailsField';
import { registrationSections } from '../../../components/forms/detailsFields';
import { useForm } from '../../../components/forms/useForm';
import { conferenceRegistrationFields, Messages, validateConferenceRegistration } from '@confsys/domain';
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

const sections = registrationSections('loginEmail');

export function ConferenceRegistrationForm() {
  const { values, setValues, setErrors, field, validateAll } = useForm<RegistrationValues>(() => emptyRegistration(), validateConferenceRegistration);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSuccess(null);
    setFailure(null);
    if (!validateAll()) return;
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
      <DetailsSections
        sections={sections}
        renderField={(config) => (
          <DetailsField field={config} label={conferenceRegistrationFields[config.name].label} {...field(config.name)} disabled={sending} />
        )}
      />
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
