// The admin Settings screen's rules: the profile form's fields and how a refused update reads, and
// the system form's choices.
import { Messages, type FieldErrors, type SettingsDoc } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';

/** Texts of the Settings screen that the shared Messages do not carry (they belong there). */
export type ProfileField = 'name' | 'email' | 'currentPassword' | 'newPassword';
export const profileFields: readonly ProfileField[] = ['name', 'email', 'currentPassword', 'newPassword'];

export type ProfileValues = Record<ProfileField, string>;

/** What the form sends: name and email trimmed, passwords as typed (spaces belong to a password). */
export function profileInput(values: ProfileValues): ProfileValues {
  return { name: values.name.trim(), email: values.email.trim(), currentPassword: values.currentPassword, newPassword: values.newPassword };
}

export interface ProfileFailure {
  /** The alert above the form. */
  message: string;
  fieldErrors: FieldErrors<ProfileField>;
}

/**
 * A refused update: the server's message in the alert and its field errors under the fields (400,
 * e.g. a wrong current password); a taken email (409) under Email. No answer: a generic text.
 */
export function profileFailure(error: unknown): ProfileFailure {
  if (!(error instanceof ApiRequestError)) return { message: Messages.genericTryLater, fieldErrors: {} };
  const fieldErrors: FieldErrors<ProfileField> = {};
  for (const field of profileFields) {
    const text = error.errors[field];
    if (typeof text === 'string' && text !== '') fieldErrors[field] = text;
  }
  if (error.status === 409 && !fieldErrors.email) fieldErrors.email = error.message;
  return { message: error.message, fieldErrors };
}

export const notificationOptions: ReadonlyArray<{ value: SettingsDoc['notifications']; label: string }> = [
  { value: 'enabled', label: 'Enabled' },
  { value: 'disabled', label: 'Disabled' },
];

export const themeOptions: ReadonlyArray<{ value: SettingsDoc['theme']; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];
