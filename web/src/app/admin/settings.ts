// The admin Settings screen's rules: the profile form's fields and how a refused update reads, and the
// system form's choices and its outcome (the review settings form's rules live with the reviews).
import {
  Messages,
  NotificationSettingsSchema,
  SettingsSchema,
  type MessageAnswer,
  type NotificationSettings,
  type SettingsDoc,
} from '@confsys/domain';
import type { Notice } from '../../components/feedback/FormNotice';
import { ApiRequestError } from '../../lib/api';
import { formFailure, refusalText, type FormFailure } from '../../lib/failures';

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

/** The system form's values: the conference-wide switch (through the API) and the admin's own theme (settings/{uid}). */
export type SystemSettingsValues = NotificationSettings & SettingsDoc;

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

/** The system form's settings, in order: each a row of radio buttons under its legend, with its hint. */
export const settingsChoices = [
  { name: 'notifications', legend: 'Notifications', options: notificationOptions, hint: notificationsHint },
  { name: 'theme', legend: 'Theme', options: themeOptions, hint: themeHint },
] as const;

const choiceSchemas = { notifications: NotificationSettingsSchema, theme: SettingsSchema } as const;

/** The settings with one choice changed; a value that choice's schema refuses changes nothing. */
export function withChoice(values: SystemSettingsValues, name: keyof typeof choiceSchemas, value: string): SystemSettingsValues {
  const changed = choiceSchemas[name].safeParse({ [name]: value });
  return changed.success ? { ...values, ...changed.data } : values;
}

export const notificationsLoadFailed = 'The Notifications setting could not be loaded, so it cannot be changed now. Reload the page to try again.';

/**
 * What the form says after saving: the theme (settings/{uid}) and the switch (the API; null when it
 * was not sent, having failed to load) are saved side by side, so one may fail alone. The server's
 * message on the switch is shown as it came; a refused switch shows the server's reason.
 */
export function systemSettingsNotice(theme: PromiseSettledResult<unknown>, notifications: PromiseSettledResult<MessageAnswer | null>): NonNullable<Notice> {
  const switchMessage = notifications.status === 'fulfilled' ? notifications.value?.message : undefined;
  const switchRefusal = notifications.status === 'rejected' ? refusalText(notifications.reason) : undefined;
  if (theme.status === 'fulfilled') {
    if (switchRefusal !== undefined) return { severity: 'error', text: `The theme is saved, but Notifications were not changed: ${switchRefusal}` };
    return { severity: 'success', text: switchMessage ? `${Messages.systemSettingsUpdated} ${switchMessage}` : Messages.systemSettingsUpdated };
  }
  if (switchRefusal !== undefined) return { severity: 'error', text: `Nothing was saved: ${switchRefusal}` };
  const saved = switchMessage ? `${switchMessage} ` : '';
  return { severity: 'error', text: `${saved}The theme could not be saved. ${Messages.genericTryLater}` };
}
