// The Settings screen's system form: Notifications (Enabled/Disabled), the conference-wide switch read
// and saved through the API, and Theme (Light/Dark), the admin's own settings/{uid} document. The theme
// switches as soon as it is saved; the server's word on the switch shows above the form.
import { useState, type FormEvent } from 'react';
import { Button } from '@mui/material';
import { ChoiceGroup } from '../../components/forms/ChoiceGroup';
import { defaultNotificationSettings } from '@confsys/domain';
import type { Notice } from '../../components/feedback/FormNotice';
import { useThemeMode } from '../../theme/ThemeModeProvider';
import { useNotificationSettings } from '../../api/mail/getNotificationSettings';
import { useSystemSettings } from '../../api/site/getSystemSettings';
import { useSaveNotificationSettings } from '../../api/mail/saveNotificationSettings';
import { useSaveSystemSettings } from '../../api/site/saveSystemSettings';
import { notificationsLoadFailed, settingsChoices, systemSettingsNotice, withChoice, type SystemSettingsValues } from './settings';
import { SettingsSection } from '../../components/layout/SettingsSection';

export function SystemSettingsForm({ uid }: { uid: string }) {
  const theme = useSystemSettings(uid);
  const notifications = useNotificationSettings();
  const { mode } = useThemeMode();
  // Until the theme arrives (or if it cannot be read), the form starts from the theme shown. The switch
  // is conference-wide: unless it was read, it stays disabled and is not saved, so a failed read never
  // turns it on or off. The form is re-created with the stored values once they arrive.
  const initial: SystemSettingsValues = {
    theme: theme.status === 'success' ? theme.data.theme : mode,
    notifications: notifications.status === 'success' ? notifications.data.notifications : defaultNotificationSettings.notifications,
  };
  return (
    <SystemSettingsFields
      key={`${theme.status}-${notifications.status}`}
      uid={uid}
      initial={initial}
      loading={theme.status === 'pending' || notifications.status === 'pending'}
      notificationsFailed={notifications.status === 'error'}
    />
  );
}

interface SystemSettingsFieldsProps {
  uid: string;
  initial: SystemSettingsValues;
  loading: boolean;
  notificationsFailed: boolean;
}

function SystemSettingsFields({ uid, initial, loading, notificationsFailed }: SystemSettingsFieldsProps) {
  const { setMode } = useThemeMode();
  const saveTheme = useSaveSystemSettings(uid);
  const saveNotifications = useSaveNotificationSettings();
  const [values, setValues] = useState<SystemSettingsValues>(initial);
  const [notice, setNotice] = useState<Notice>(notificationsFailed ? { severity: 'error', text: notificationsLoadFailed } : null);
  const disabled = loading || saveTheme.isPending || saveNotifications.isPending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const [theme, notifications] = await Promise.allSettled([
      // The whole settings document: how the admin hears of discussions stays as it was.
      saveTheme.mutateAsync({ ...(values.notices ? { notices: values.notices } : {}), theme: values.theme }),
      notificationsFailed ? Promise.resolve(null) : saveNotifications.mutateAsync({ notifications: values.notifications }),
    ]);
    if (theme.status === 'fulfilled') setMode(values.theme);
    setNotice(systemSettingsNotice(theme, notifications));
  }

  return (
    <SettingsSection title="System Settings" notice={notice} busy={loading} onSubmit={submit}>
      {settingsChoices.map((choice) => (
        <ChoiceGroup
          key={choice.name}
          label={choice.legend}
          hint={choice.hint}
          name={choice.name}
          options={choice.options.map((option) => option.value)}
          labelOf={(value) => choice.options.find((option) => option.value === value)?.label ?? value}
          value={values[choice.name]}
          disabled={disabled || (choice.name === 'notifications' && notificationsFailed)}
          onChange={(value) => setValues((current) => withChoice(current, choice.name, value))}
        />
      ))}
      <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 2 }}>
        Save Settings
      </Button>
    </SettingsSection>
  );
}
