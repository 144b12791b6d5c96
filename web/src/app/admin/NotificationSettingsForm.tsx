// The Settings screen's Notifications form: the conference-wide switch (through the API) that stops or
// resumes every message the conference sends to authors, reviewers and admins; receipts and account
// messages are always sent. Until the switch is read it cannot be changed, so a failed read never turns
// it on or off. The server's word on the change shows above the form.
import { useState } from 'react';
import { Button } from '@mui/material';
import type { NotificationSettings } from '@confsys/domain';
import { ChoiceGroup } from '../../components/forms/ChoiceGroup';
import { checkFailed, useSubmitOutcome } from '../../components/forms/useSubmitOutcome';
import { SettingsSection } from '../../components/layout/SettingsSection';
import { errorText } from '../../lib/failures';
import { useNotificationSettings } from '../../api/mail/getNotificationSettings';
import { useSaveNotificationSettings } from '../../api/mail/saveNotificationSettings';
import { notificationOptions, notificationsHint, notificationsLoadFailed } from './settings';

export function NotificationSettingsForm() {
  const stored = useNotificationSettings();
  return stored.status === 'success' ? <NotificationFields initial={stored.data.notifications} /> : <NotificationFields initial={null} failed={stored.status === 'error'} />;
}

function NotificationFields({ initial, failed = false }: { initial: NotificationSettings['notifications'] | null; failed?: boolean }) {
  const save = useSaveNotificationSettings();
  const [value, setValue] = useState(initial);
  const { submit, notice, sending } = useSubmitOutcome({
    check: () => (value === null ? checkFailed(notificationsLoadFailed) : { input: { notifications: value } }),
    send: (input) => save.mutateAsync(input),
    refusal: (error) => ({ message: errorText(error), fieldErrors: {} }),
  });
  const disabled = value === null || save.isPending;
  return (
    <SettingsSection title="Notifications" notice={failed && !notice && !sending ? { severity: 'error', text: notificationsLoadFailed } : notice} busy={initial === null && !failed} onSubmit={submit}>
      <ChoiceGroup
        label="Notifications"
        hint={notificationsHint}
        name="notifications"
        options={notificationOptions.map((option) => option.value)}
        labelOf={(option) => notificationOptions.find((entry) => entry.value === option)?.label ?? option}
        value={value ?? 'enabled'}
        disabled={disabled}
        onChange={(option) => setValue(notificationOptions.find((entry) => entry.value === option)?.value ?? value)}
      />
      <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 2 }}>
        Save Notifications
      </Button>
    </SettingsSection>
  );
}
