// The Settings screen's system form: Notifications (Enabled/Disabled) and Theme (Light/Dark), saved to
// the admin's settings/{uid} document. The theme switches as soon as the choice is saved.
import { useId, useState, type FormEvent } from 'react';
import { Box, Button, FormControl, FormControlLabel, FormLabel, Paper, Radio, RadioGroup, Typography } from '@mui/material';
import { useFirestore } from 'reactfire';
import { Messages, type SettingsDoc } from '@confsys/domain';
import { FormNotice, type Notice } from '../../../components/feedback/FormNotice';
import { useThemeMode } from '../../../theme/ThemeModeProvider';
import { useSystemSettings } from '../api/getSystemSettings';
import { saveSystemSettings } from '../api/saveSystemSettings';
import { notificationOptions, themeOptions } from '../utils/settings';

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
  const headingId = useId();
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
    <Paper component="section" variant="outlined" aria-labelledby={headingId} aria-busy={loading} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h5" component="h2">
        System Settings
      </Typography>
      <FormNotice notice={notice} />
      <Box component="form" noValidate onSubmit={submit}>
        <Choice
          legend="Notifications"
          name="notifications"
          options={notificationOptions}
          value={values.notifications}
          disabled={disabled}
          onChange={(value) => setValues((current) => ({ ...current, notifications: value === 'disabled' ? 'disabled' : 'enabled' }))}
        />
        <Choice
          legend="Theme"
          name="theme"
          options={themeOptions}
          value={values.theme}
          disabled={disabled}
          onChange={(value) => setValues((current) => ({ ...current, theme: value === 'dark' ? 'dark' : 'light' }))}
        />
        <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 2 }}>
          Save Settings
        </Button>
      </Box>
    </Paper>
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
