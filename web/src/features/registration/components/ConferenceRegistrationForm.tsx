// The conference registration form: Personal Details, Login Details and the optional Your participation,
// validated with the shared rules on submit. Submit stays disabled until the login email and both
// passwords are filled in. On success the receipt PDF downloads and the form resets; with a category
// sent, the confirmation says where to pay.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Link } from '@mui/material';
import { DetailsField, DetailsSections } from '../../../components/forms/DetailsField';
import { registrationSections } from '../../../components/forms/detailsFields';
import { useForm } from '../../../components/forms/useForm';
import { useSubmitOutcome, validated } from '../../../components/forms/useSubmitOutcome';
import { paths } from '../../../config/paths';
import { conferenceRegistrationFields, Messages } from '@confsys/domain';
import { downloadRegistrationReceipt } from '../../../api/registration/downloadRegistrationReceipt';
import { registerForConference } from '../../../api/registration/registerForConference';
import {
  emptyRegistration,
  loginDetailsFilled,
  participationRecorded,
  registrationFailure,
  registrationFieldErrors,
  registrationInput,
  registrationOutcome,
  validateRegistration,
  type RegistrationField,
  type RegistrationValues,
} from '../utils/registrationForm';
import { ParticipationSection } from './ParticipationSection';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { PrivacyNoticeLink } from '../../privacy/components/PrivacyNoticeLink';

const sections = registrationSections('loginEmail');

export function ConferenceRegistrationForm() {
  const form = useForm<RegistrationValues, RegistrationField>(() => emptyRegistration(), validateRegistration);
  const { values, setValues, setErrors, field, validateAll } = form;
  /** Whether the registration recorded carried the participant's category. */
  const [success, setSuccess] = useState<{ participation: boolean } | null>(null);
  const { submit, failure, setFailure, sending } = useSubmitOutcome({
    check: () => {
      setSuccess(null);
      return validated(validateAll, () => registrationInput(values), null)();
    },
    setErrors,
    send: async (input) => ({ participation: input.category !== undefined, outcome: registrationOutcome(await registerForConference(input)) }),
    sent: async ({ participation, outcome }) => {
      if (!outcome.ok) {
        setFailure(outcome.message);
        return;
      }
      setSuccess({ participation });
      setValues(emptyRegistration());
      await downloadRegistrationReceipt(outcome.pdfPath);
    },
    refusal: (error) => ({ message: registrationFailure(error), fieldErrors: registrationFieldErrors(error) }),
    focusErrors: false,
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DetailsSections
        sections={sections}
        renderField={(config) => (
          <DetailsField field={config} label={conferenceRegistrationFields[config.name].label} {...field(config.name)} disabled={sending} />
        )}
      />
      <ParticipationSection form={form} disabled={sending} />
      {/* Spec quirk: the form state carries today's date as paymentDate and date; the server ignores them. */}
      <input type="hidden" name="paymentDate" value={values.paymentDate} />
      <input type="hidden" name="date" value={values.date} />
      {success ? (
        <Alert severity="success" role="alert" sx={{ mt: 3 }}>
          <Box component="span" sx={{ display: 'block' }}>
            {Messages.conferenceRegistrationSuccess}
          </Box>
          {success.participation ? (
            <Box component="span" sx={{ display: 'block', mt: 1 }}>
              {participationRecorded}{' '}
              <Link component={RouterLink} to={paths.authorLogin} color="inherit" underline="always">
                Sign in to your author dashboard
              </Link>{' '}
              to pay.
            </Box>
          ) : null}
        </Alert>
      ) : null}
      <PrivacyNoticeLink />
      <FailureAlert text={failure} sx={{ mt: 3 }} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={sending || !loginDetailsFilled(values)} sx={{ mt: 3 }}>
        {sending ? Messages.loading : 'Submit'}
      </Button>
    </Box>
  );
}
