// The Settings screen's Integrity forms (in the Reviewing section): the similarity threshold a match is
// flagged from, the cap on papers per author (0 for none) and whether a submission over it is refused or
// flagged; then the optional external check (Crossref Similarity Check, iThenticate v2): its address and
// key, set or removed. The key is typed here and never shown again: the server answers only whether one is set.
import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { defaultIntegritySettings, ExternalCheckRequestSchema, Messages, type IntegrityAnswer } from '@confsys/domain';
import { NumberField } from '../../../components/forms/NumberField';
import { StoredForm } from '../../../components/forms/StoredForm';
import { ToggleField } from '../../../components/forms/ToggleField';
import { useForm } from '../../../components/forms/useForm';
import { useSubmitOutcome, validated } from '../../../components/forms/useSubmitOutcome';
import { SettingsSection } from '../../../components/layout/SettingsSection';
import { useIntegritySettings } from '../../../api/similarity/getSimilarity';
import { useRemoveExternalCheck, useSaveExternalCheck, useSaveIntegritySettings } from '../../../api/similarity/saveIntegritySettings';
import { refusalText } from '../../../lib/failures';
import {
  capBounds,
  integritySettingsFailure,
  integritySettingsInput,
  integritySettingsValues,
  thresholdBounds,
  validateIntegritySettings,
  type IntegritySettingsField,
  type IntegritySettingsValues,
} from '../utils/integritySettings';

const loadFailed = 'The integrity settings could not be loaded, so they cannot be changed now. Reload the page to try again.';
const fallback: IntegrityAnswer = { ...defaultIntegritySettings, external: null };

export function IntegritySettingsForm() {
  return (
    <StoredForm query={useIntegritySettings()} fallback={fallback}>
      {(stored, status) => (
        <>
          <IntegrityFields initial={integritySettingsValues(stored)} status={status} />
          <ExternalCheckFields external={stored.external} status={status} />
        </>
      )}
    </StoredForm>
  );
}

function IntegrityFields({ initial, status }: { initial: IntegritySettingsValues; status: UseQueryResult['status'] }) {
  const { values, choice, setErrors, field, validateAll } = useForm<IntegritySettingsValues, IntegritySettingsField>(initial, validateIntegritySettings);
  const save = useSaveIntegritySettings();
  const { submit, notice } = useSubmitOutcome({
    check: validated(validateAll, () => integritySettingsInput(values), null),
    setErrors,
    send: save.mutateAsync,
    said: (answer) => answer.message || Messages.integritySettingsSaved,
    refusal: integritySettingsFailure,
    focusErrors: false,
  });
  const disabled = status !== 'success' || save.isPending;
  return (
    <SettingsSection title="Integrity" notice={notice} status={status} loadFailed={loadFailed} onSubmit={submit}>
      <NumberField
        label="Similarity threshold (%)"
        {...thresholdBounds}
        required
        {...field('similarityThreshold', `From ${thresholdBounds.min} to ${thresholdBounds.max}. A paper sharing this share of its text or more with another paper of this conference or its past editions is flagged.`)}
        disabled={disabled}
      />
      <NumberField
        label="Papers per author at most"
        {...capBounds}
        required
        {...field('maxPapersPerAuthor', 'Counted by email over the papers not withdrawn; 0 for no cap.')}
        disabled={disabled}
        sx={{ mt: 3 }}
      />
      <ToggleField label="Refuse a submission over the cap" disabled={disabled} {...choice('refuse')} hint="Otherwise it is accepted and flagged on Paper Management." />
      <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 2 }}>
        Save Integrity Settings
      </Button>
    </SettingsSection>
  );
}

function ExternalCheckFields({ external, status }: { external: IntegrityAnswer['external']; status: UseQueryResult['status'] }) {
  const [baseUrl, setBaseUrl] = useState(external?.baseUrl ?? '');
  const [key, setKey] = useState('');
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const save = useSaveExternalCheck();
  const remove = useRemoveExternalCheck();
  const disabled = status !== 'success' || save.isPending || remove.isPending;
  async function act(run: () => Promise<{ message: string }>) {
    try {
      setOutcome({ severity: 'success', text: (await run()).message });
      setKey('');
    } catch (error) {
      setOutcome({ severity: 'error', text: refusalText(error) });
    }
  }
  function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = ExternalCheckRequestSchema.safeParse({ baseUrl: baseUrl.trim(), key: key.trim() });
    if (!checked.success) return setOutcome({ severity: 'error', text: checked.error.issues[0]?.message ?? Messages.genericTryLater });
    void act(() => save.mutateAsync(checked.data));
  }
  return (
    <Stack component="form" onSubmit={send} spacing={2} aria-label="Similarity Check" noValidate>
      <Typography variant="h6" component="h3">
        Similarity Check (optional)
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {external
          ? `Set on ${new Date(external.savedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}: each accepted paper's file is sent to ${external.baseUrl}, named by its paper ID alone, and its figure shows on the paper's similarity report.`
          : "Not set: nothing leaves the site. With your publisher's Crossref Similarity Check (iThenticate v2) address and API key, each accepted paper's file is sent to it once and its figure shows on the paper's report."}
      </Typography>
      {outcome ? <Alert severity={outcome.severity}>{outcome.text}</Alert> : null}
      <TextField label="Address" placeholder="https://example.turnitin.com" value={baseUrl} onChange={(event) => setBaseUrl(event.target.value)} disabled={disabled} fullWidth />
      <TextField label={external ? 'New API key' : 'API key'} type="password" autoComplete="off" value={key} onChange={(event) => setKey(event.target.value)} disabled={disabled} fullWidth helperText="Kept on the server and never shown again." />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button type="submit" variant="contained" disabled={disabled}>
          Save Similarity Check
        </Button>
        {external ? (
          <Button variant="outlined" color="error" disabled={disabled} onClick={() => void act(() => remove.mutateAsync())}>
            Remove
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
