// The Settings screen's profile form: Admin Name, Email, Current Password and an optional New
// Password, prefilled with the signed-in admin's name and email. On success the session is refreshed,
// so the greeting shows the new name; refusals show under the fields and in the alert.
import { Box, Button, TextField } from '@mui/material';
import type { User } from 'firebase/auth';
import { Messages, validateAdminProfile } from '@confsys/domain';
import { useForm } from '../../components/forms/useForm';
import { checkFailed, useSubmitOutcome } from '../../components/forms/useSubmitOutcome';
import { refreshAdminSession, useUpdateAdminProfile } from '../../api/accounts/updateAdminProfile';
import { profileFailure, profileInput, type ProfileField, type ProfileValues } from './settings';
import { SettingsSection } from '../../components/layout/SettingsSection';
import { DownloadMyDataButton } from '../../features/privacy/components/DownloadMyDataButton';

const fields: ReadonlyArray<{ name: ProfileField; label: string; type: string; autoComplete: string; required: boolean; hint?: string }> = [
  { name: 'name', label: 'Admin Name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'currentPassword', label: 'Current Password', type: 'password', autoComplete: 'current-password', required: true },
  { name: 'newPassword', label: 'New Password', type: 'password', autoComplete: 'new-password', required: false, hint: Messages.newPasswordHint },
];

export function ProfileSettingsForm({ user }: { user: User }) {
  const { values, setValues, setErrors, field, validateAll } = useForm<ProfileValues>(
    () => ({ name: user.displayName ?? '', email: user.email ?? '', currentPassword: '', newPassword: '' }),
    validateAdminProfile,
  );
  const update = useUpdateAdminProfile();
  const saving = update.isPending;
  const { submit, notice } = useSubmitOutcome({
    check: () => {
      const input = profileInput(values);
      return validateAll(input) ? { input } : checkFailed();
    },
    setErrors,
    send: update.mutateAsync,
    said: () => Messages.profileSettingsUpdated,
    sent: async (answer) => {
      setValues({ ...profileInput(values), currentPassword: '', newPassword: '' });
      // A refresh that fails means the change ended this session; the route guard then asks to sign in.
      await refreshAdminSession(user, answer).catch(() => undefined);
    },
    refusal: profileFailure,
    focusErrors: false,
  });

  return (
    <SettingsSection title="Profile Settings" notice={notice} onSubmit={submit}>
      {fields.map((text) => (
        <TextField
          key={text.name}
          label={text.label}
          type={text.type}
          autoComplete={text.autoComplete}
          required={text.required}
          {...field(text.name, text.hint)}
          disabled={saving}
        />
      ))}
      <Button type="submit" variant="contained" disabled={saving} sx={{ mt: 2 }}>
        Update Profile
      </Button>
      <Box sx={{ mt: 2 }}>
        <DownloadMyDataButton />
      </Box>
    </SettingsSection>
  );
}
