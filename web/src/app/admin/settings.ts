// The admin Settings screen's rules: the profile form's fields and how a refused update reads, and the
// choices of the Notifications and Theme forms (the review settings form's rules live with the reviews).
import type { NotificationSettings, SettingsDoc } from '@confsys/domain';
import type { SettingsChoice } from './ChoiceSettingsSection';
import { ApiRequestError } from '../../lib/api';
import { formFailure, type FormFailure } from '../../lib/failures';

/** Texts of the Settings screen that the shared Messages do not carry (they belong there). */
export type ProfileField = 'name' | 'email' | 'currentPassword' | 'newPassword';
export const profileFields: readonly ProfileField[] = ['name', 'email', 'currentPassword', 'newPassword'];

export type ProfileValues = Record<ProfileField, string>;

/** What the form sends: name and email trimmed, passwords as typed (spaces belong to a password). */
export function profileInput(values: ProfileValues): ProfileValues {
  return { name: values.name.trim(), email: values.email.trim(), currentPassword: values.currentPassword, newPassword: values.newPassword };
}

/**
 * A refused update: the server's message in the alert and its field errors under the fields (400,
 * e.g. a wrong current password); a taken email (409) under Email. No answer: a generic text.
 */
export function profileFailure(error: unknown): FormFailure<ProfileField> {
  const failure = formFailure(error, profileFields);
  if (error instanceof ApiRequestError && error.status === 409 && !failure.fieldErrors.email) failure.fieldErrors.email = error.message;
  return failure;
}

export const notificationOptions: ReadonlyArray<{ value: NotificationSettings['notifications']; label: string }> = [
  { value: 'enabled', label: 'Enabled' },
  { value: 'disabled', label: 'Disabled' },
];

export const themeOptions: ReadonlyArray<{ value: SettingsDoc['theme']; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Who each choice is for: the switch reaches everyone, the theme only the admin who picks it. */
export const notificationsHint = 'For the whole conference: messages to authors, reviewers and admins. Receipts and account messages are always sent.';
export const themeHint = 'Yours only: how these screens look to you.';

export const notificationsLoadFailed = 'The Notifications setting could not be loaded, so it cannot be changed now. Reload the page to try again.';

/** What the theme form says once saved. */
export const themeSaved = 'Your theme is saved: these screens now show it.';

/** The Notifications form's choice: the conference-wide switch. */
export const notificationsChoice: SettingsChoice<NotificationSettings['notifications']> = {
  title: 'Notifications',
  name: 'notifications',
  hint: notificationsHint,
  options: notificationOptions,
  saveLabel: 'Save Notifications',
};

/** The Theme form's choice: the admin's own. */
export const themeChoice: SettingsChoice<SettingsDoc['theme']> = { title: 'Theme', name: 'theme', hint: themeHint, options: themeOptions, saveLabel: 'Save Theme' };
