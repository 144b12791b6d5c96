// The Settings screen's system form: Notifications (Enabled/Disabled) and Theme (Light/Dark), saved to
// the admin's settings/{uid} document. The theme switches as soon as the choice is saved.
import { useId, useState, type FormEvent } from 'react';
import { Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useFirestore } from 'reactfire';
import { Messages, type SettingsDoc } from '@confsys/domain';
import type { Notice } from '../../../components/feedback/FormNotice';
import { useThemeMode } from '../../../theme/ThemeModeProvider';
import { useSystemSettings } from '../api/getSystemSettings';
import { saveSystemSettings } from '../api/saveSystemSettings';
import { settingsChoices, withChoice } from '../utils/settings';
import { SettingsSection } from './SettingsSection';

export function SystemSettingsForm({ uid }: { uid: string }) {
  const [stored] = useSystemSettings(uid);
  const { mode } = useThemeMode();
  // Until the stored settings arrive (or if they cannot be read), the form starts from the defaults
  // and the theme shown; it is re-created with the stored values once they arrive.
  const initial: SettingsDoc = stored.status === 'ready' ? stored.data : { notifications: 'enabled', theme: mode };
  return <SystemSettingsFields key={stored.status} uid={uid} initial={initial} loading={stored.status === 'loading'} />;
}

interface SystemSettingsFieldsProps {
  uid: string;
  initial: SettingsDoc;
  loading: boolean;
}

function SystemSettingsFields({ uid, initial, loading }: SystemSettingsFieldsProps) {
  const firestore = useFirestore();
  const { setMode } = useThemeMode();
  const [values, setValues] = useState<SettingsDoc>(initial);
  const [notice, setNotice] = useState<Notice>(null);
  const [saving, setSaving] = useState(false);
  const disabled = loading || saving;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    setSaving(true);
    try {
      await saveSystemSettings(firestore, uid, values);
      setMode(values.theme);
      setNotice({ severity: 'success', text: Messages.systemSettingsUpdated });
    } catch {
      setNotice({ severity: 'error', text: Messages.genericTryLater });
    } finally {
      setSaving(false);
    }
  }

  return (
    <SettingsSection title="System Settings" notice={notice} busy={loading} onSubmit={submit}>
      {settingsChoices.map((choice) => (
        <Choice
          key={choice.name}
          legend={choice.legend}
          name={choice.name}
          options={choice.options}
          value={values[choice.name]}
          disabled={disabled}
          onChange={(value) => setValues((current) => withChoice(current, choice.name, value))}
        />
      ))}
      <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 2 }}>
        Save Settings
      </Button>
    </SettingsSection>
  );
}

interface ChoiceProps {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** One setting: a fieldset of radio buttons in a row, named by its legend. */
function Choice({ legend, name, options, value, disabled, onChange }: ChoiceProps) {
  const legendId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ display: 'block', mt: 2 }}>
      <FormLabel component="legend" id={legendId}>
        {legend}
      </FormLabel>
      <RadioGroup row name={name} aria-labelledby={legendId} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
