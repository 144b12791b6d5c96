// The Settings screen's Privacy form: the data contact the privacy notice (/privacy) names, and how many
// months each class of personal data is kept, each with the law's floor beside it where there is one.
// Read from and saved whole through the API; checked by the schema the server checks it with, each message
// under its field; the server's message shows above the form.
import { useState } from 'react';
import { Button, TextField, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { defaultPrivacy, leastMonths, periodText, retentionBounds, retentionClassIds, retentionSchedule } from '@confsys/domain';
import { NumberField } from '../../../components/forms/NumberField';
import { StoredForm } from '../../../components/forms/StoredForm';
import { useForm } from '../../../components/forms/useForm';
import { useSubmitOutcome, validated } from '../../../components/forms/useSubmitOutcome';
import { SettingsSection } from '../../../components/layout/SettingsSection';
import { usePrivacySettings } from '../../../api/privacy/getPrivacy';
import { useSavePrivacy } from '../../../api/privacy/savePrivacy';
import { paths } from '../../../config/paths';
import { periodField, privacyFailure, privacyInput, privacyValues, validatePrivacy, type PrivacyField, type PrivacyValues } from '../utils/privacyForm';

const loadFailed = 'The privacy settings could not be loaded, so they cannot be changed now. Reload the page to try again.';
const notSaved = 'Not saved yet: the privacy notice shows these defaults, with the organiser as the data contact, until you save your own.';
const unsaved = { privacy: defaultPrivacy, saved: false };

export function PrivacySettingsForm() {
  return (
    <StoredForm query={usePrivacySettings()} fallback={unsaved}>
      {(stored, status) => <PrivacyFields initial={privacyValues(stored.privacy)} saved={stored.saved} status={status} />}
    </StoredForm>
  );
}

interface PrivacyFieldsProps {
  initial: PrivacyValues;
  saved: boolean;
  status: UseQueryResult['status'];
}

/** The hint under a period: where it starts, what follows, and the least the chair may set. */
function periodHint(id: (typeof retentionClassIds)[number]): string {
  const kind = retentionSchedule[id];
  const least = kind.floor ? `At least ${periodText(kind.floor.months)}: ${kind.floor.law}` : `From ${leastMonths(id)} to ${retentionBounds.max}.`;
  return `Months from ${kind.from}. ${least}`;
}

function PrivacyFields({ initial, saved: savedBefore, status }: PrivacyFieldsProps) {
  const { values, setValues, setErrors, field, validateAll } = useForm<PrivacyValues, PrivacyField>(initial, validatePrivacy);
  const [saved, setSaved] = useState(savedBefore);
  const save = useSavePrivacy();
  const { submit, notice } = useSubmitOutcome({
    check: validated(validateAll, () => privacyInput(values), null),
    setErrors,
    send: save.mutateAsync,
    sent: (answer) => {
      setValues(privacyValues(answer.privacy));
      setSaved(true);
    },
    refusal: privacyFailure,
  });
  const disabled = status !== 'success' || save.isPending;

  return (
    <SettingsSection title="Privacy" notice={notice} status={status} loadFailed={loadFailed} unsaved={status === 'success' && !saved ? notSaved : undefined} onSubmit={submit}>
      <Typography sx={{ mt: 1 }}>
        Whom the <Link to={paths.privacy}>privacy notice</Link> names for questions about personal data, and how long each kind is kept. The
        law&apos;s floors cannot be lowered.
      </Typography>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
        Data contact
      </Typography>
      <TextField label="Name" required fullWidth margin="dense" disabled={disabled} {...field('contact.name')} />
      <TextField label="Designation" fullWidth margin="dense" disabled={disabled} {...field('contact.designation')} />
      <TextField label="Email" type="email" required fullWidth margin="dense" disabled={disabled} {...field('contact.email')} />
      <TextField label="Postal address" required fullWidth multiline minRows={2} margin="dense" disabled={disabled} {...field('contact.address')} />
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
        Retention periods (months)
      </Typography>
      {retentionClassIds.map((id) => (
        <NumberField
          key={id}
          label={retentionSchedule[id].label}
          min={leastMonths(id)}
          max={retentionBounds.max}
          required
          fullWidth
          margin="dense"
          disabled={disabled}
          {...field(periodField(id), periodHint(id))}
        />
      ))}
      <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 2 }}>
        Save Privacy Settings
      </Button>
    </SettingsSection>
  );
}
