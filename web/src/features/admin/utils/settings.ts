// The admin Settings screen's rules: the profile form's fields and how a refused update reads, the
// system form's choices, and the review settings form's values and checks.
import { ReviewSettingsSchema, SettingsSchema, type FieldErrors, type ReviewSettings, type SettingsDoc } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import { formFailure, type FormFailure } from './failures';

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

export const notificationOptions: ReadonlyArray<{ value: SettingsDoc['notifications']; label: string }> = [
  { value: 'enabled', label: 'Enabled' },
  { value: 'disabled', label: 'Disabled' },
];

export const themeOptions: ReadonlyArray<{ value: SettingsDoc['theme']; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** The system form's settings, in order: each a row of radio buttons under its legend. */
export const settingsChoices = [
  { name: 'notifications', legend: 'Notifications', options: notificationOptions },
  { name: 'theme', legend: 'Theme', options: themeOptions },
] as const;

/** The settings with one choice changed; a value the settings' schema refuses changes nothing. */
export function withChoice(settings: SettingsDoc, name: keyof SettingsDoc, value: string): SettingsDoc {
  const changed = SettingsSchema.safeParse({ ...settings, [name]: value });
  return changed.success ? changed.data : settings;
}

/** The review settings form: the number as typed, and the switch. */
export interface ReviewSettingsValues {
  reviewersPerPaper: string;
  shareReviews: boolean;
}

/** The bounds of "Reviewers per paper", those of ReviewSettingsSchema (which decides). */
export const reviewersPerPaperBounds = { min: 1, max: 10 } as const;
export const reviewersPerPaperError = `Enter a whole number from ${reviewersPerPaperBounds.min} to ${reviewersPerPaperBounds.max}.`;

export function reviewSettingsValues(settings: ReviewSettings): ReviewSettingsValues {
  return { reviewersPerPaper: String(settings.reviewersPerPaper), shareReviews: settings.shareReviews };
}

/** What is saved: the number read from the field (NaN when it holds no number). */
export function reviewSettingsInput(values: ReviewSettingsValues): ReviewSettings {
  const typed = values.reviewersPerPaper.trim();
  return { reviewersPerPaper: typed === '' ? Number.NaN : Number(typed), shareReviews: values.shareReviews };
}

/** The field's error, checked by the schema the server checks the request with. */
export function validateReviewSettings(values: ReviewSettingsValues): FieldErrors<'reviewersPerPaper'> {
  const valid = ReviewSettingsSchema.safeParse(reviewSettingsInput(values)).success;
  return valid ? {} : { reviewersPerPaper: reviewersPerPaperError };
}

/** A refused save: the server's message, and its error of the number under the field. */
export function reviewSettingsFailure(error: unknown): FormFailure<'reviewersPerPaper'> {
  return formFailure(error, ['reviewersPerPaper']);
}
