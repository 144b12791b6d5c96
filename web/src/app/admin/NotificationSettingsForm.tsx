// The Settings screen's Notifications form: the conference-wide switch (through the API) that stops or
// resumes every message the conference sends to authors, reviewers and admins; receipts and account
// messages are always sent. Until the switch is read it cannot be changed, so a failed read never turns
// it on or off. The server's word on the change shows above the form.
import { useState } from 'react';
import type { NotificationSettings } from '@confsys/domain';
import { checkFailed, useSubmitOutcome } from '../../components/forms/useSubmitOutcome';
import { ChoiceSettingsSection } from './ChoiceSettingsSection';
import { errorText } from '../../lib/failures';
import { useNotificationSettings } from '../../api/mail/getNotificationSettings';
import { useSaveNotificationSettings } from '../../api/mail/saveNotificationSettings';
import { notificationsChoice, notificationsLoadFailed } from './settings';

export function NotificationSettingsForm() {
  const stored = useNotificationSettings();
  // Made again once the switch is read, so that it starts from the stored value.
  return stored.status === 'success' ? <NotificationFields key="read" initial={stored.data.notifications} /> : <NotificationFields key={stored.status} initial={null} failed={stored.status === 'error'} />;
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
    <ChoiceSettingsSection
      choice={notificationsChoice}
      value={value ?? 'enabled'}
      onChange={setValue}
      disabled={disabled}
      notice={failed && !notice && !sending ? { severity: 'error', text: notificationsLoadFailed } : notice}
      busy={initial === null && !failed}
      onSubmit={submit}
    />
  );
}
