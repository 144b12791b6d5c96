// The Settings screen's system form: Notifications (Enabled/Disabled), the conference-wide switch read
// and saved through the API, and Theme (Light/Dark), the admin's own settings/{uid} document. The theme
// switches as soon as it is saved; the server's word on the switch shows above the form.
import { useState } from 'react';
import { Button } from '@mui/material';
import { ChoiceGroup } from '../../components/forms/ChoiceGroup';
import { defaultNotificationSettings } from '@confsys/domain';
import { useSubmitOutcome } from '../../components/forms/useSubmitOutcome';
import { errorText } from '../../lib/failures';
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
  const { submit, notice, sending } = useSubmitOutcome({
    check: () => ({ input: values }),
    send: async (input) => {
      const [theme, notifications] = await Promise.allSettled([
        // The whole settings document: how the admin hears of discussions stays as it was.
        saveTheme.mutateAsync({ ...(input.notices ? { notices: input.notices } : {}), theme: input.theme }),
        notificationsFailed ? Promise.resolve(null) : saveNotifications.mutateAsync({ notifications: input.notifications }),
      ]);
      if (theme.status === 'fulfilled') setMode(input.theme);
      const outcome = systemSettingsNotice(theme, notifications);
      // Not all saved: the notice, said as a failure, tells what was saved and what was not.
      if (outcome.severity === 'error') throw new Error(outcome.text);
      return { message: outcome.text };
    },
    refusal: (error) => ({ message: errorText(error), fieldErrors: {} }),
  });
  const disabled = loading || saveTheme.isPending || saveNotifications.isPending;

  return (
    <SettingsSection title="System Settings" notice={notificationsFailed && !notice && !sending ? { severity: 'error', text: notificationsLoadFailed } : notice} busy={loading} onSubmit={submit}>
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
