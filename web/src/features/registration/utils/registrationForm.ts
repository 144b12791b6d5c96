// The conference registration form's rules: its values (with the spec's hidden date fields), when
// Submit is enabled, what is sent, and the banner texts of each outcome.
import { conferenceRegistrationFields, Messages, type ConferenceRegistrationField } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import type { ConferenceRegistrationAnswer, ConferenceRegistrationInput } from '../api/registerForConference';

export const registrationFieldNames = Object.keys(conferenceRegistrationFields) as ConferenceRegistrationField[];

/** Spec quirk: the form state also holds paymentDate and date, pre-filled with today; they are not sent. */
export type RegistrationValues = ConferenceRegistrationInput & { paymentDate: string; date: string };

/** Today's local date as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptyRegistration(today: string = todayIso()): RegistrationValues {
  const fields = Object.fromEntries(registrationFieldNames.map((name) => [name, ''])) as ConferenceRegistrationInput;
  return { ...fields, paymentDate: today, date: today };
}

/** Submit is enabled once the login email, password and its confirmation are all filled in. */
export function loginDetailsFilled(values: Pick<RegistrationValues, 'loginEmail' | 'password' | 'confirmPassword'>): boolean {
  return values.loginEmail !== '' && values.password !== '' && values.confirmPassword !== '';
}

/** The fields the server takes; the hidden dates stay behind. */
export function registrationInput(values: RegistrationValues): ConferenceRegistrationInput {
  return Object.fromEntries(registrationFieldNames.map((name) => [name, values[name]])) as ConferenceRegistrationInput;
}

export type RegistrationOutcome = { ok: true; pdfPath: string } | { ok: false; message: string };

/** A registration answer with a pdfPath succeeded; without one it is reported as an error. */
export function registrationOutcome(answer: ConferenceRegistrationAnswer): RegistrationOutcome {
  const pdfPath = typeof answer?.pdfPath === 'string' ? answer.pdfPath.trim() : '';
  if (pdfPath) return { ok: true, pdfPath };
  return { ok: false, message: Messages.conferenceErrorNoPdf(typeof answer?.message === 'string' ? answer.message : undefined) };
}

/** The banner of a failed request: the server's text for an error answer, else the thrown message. */
export function registrationFailure(error: unknown): string {
  if (error instanceof ApiRequestError) return Messages.conferenceErrorServer(error.message);
  return Messages.conferenceErrorThrown(error instanceof Error ? error.message : String(error));
}

/** The server's per-field errors, limited to the form's fields. */
export function registrationFieldErrors(error: unknown): Partial<Record<ConferenceRegistrationField, string>> {
  if (!(error instanceof ApiRequestError)) return {};
  return Object.fromEntries(registrationFieldNames.flatMap((name) => (error.errors[name] ? [[name, error.errors[name]]] : [])));
}
