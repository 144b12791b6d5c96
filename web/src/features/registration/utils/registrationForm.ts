// The conference registration form's rules: its values (with the spec's hidden date fields and the
// participant's optional choices), when Submit is enabled, what is sent (the choices only with a
// category), the checks the server makes, its errors under the form's fields, and the texts of each
// outcome and of the estimate.
import {
  checkRequest,
  conferenceParticipant,
  conferenceRegistrationFields,
  Messages,
  ParticipantRegistrationSchema,
  validateConferenceRegistration,
  type AmountDue,
  type Attendance,
  type ConferenceRegistrationField,
  type FieldErrors,
} from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import { amountWithTaxText, gstinFieldProblem, gstinToSend, stateFieldProblem } from '../../../lib/participation';
import type { ConferenceParticipantInput, ReceivedRegistrationAnswer, ConferenceRegistrationInput } from '../../../api/registration/registerForConference';

export const registrationFieldNames = Object.keys(conferenceRegistrationFields) as ConferenceRegistrationField[];

/** The participant's choices in Your participation: none is sent without a category. */
export interface ParticipationValues {
  category: string;
  attendance: Attendance;
  country: string;
  state: string;
  gstin: string;
  hostelNights: string;
}
export type ParticipationField = keyof ParticipationValues;
export type RegistrationField = ConferenceRegistrationField | ParticipationField;

/** Spec quirk: the form state also holds paymentDate and date, pre-filled with today; they are not sent. */
export type RegistrationValues = ConferenceRegistrationInput & ParticipationValues & { paymentDate: string; date: string };

export const participationIntro = 'Choose your category now to see the fee and pay from your dashboard after signing in; or choose it later on your dashboard.';
export const feesNotPublished = 'Registration fees are not published yet: choose your category later on your author dashboard.';
export const feesLoadFailed = 'The registration fees could not be loaded: choose your category later on your author dashboard.';
export const categoryClosed = 'A category can no longer be chosen.';
export const participationRecorded = 'Your participation is recorded.';

/** Today's local date as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptyRegistration(today: string = todayIso()): RegistrationValues {
  const fields = Object.fromEntries(registrationFieldNames.map((name) => [name, ''])) as ConferenceRegistrationInput;
  return { ...fields, category: '', attendance: 'in-person', country: 'India', state: '', gstin: '', hostelNights: '0', paymentDate: today, date: today };
}

/** Submit is enabled once the login email, password and its confirmation are all filled in. */
export function loginDetailsFilled(values: Pick<RegistrationValues, 'loginEmail' | 'password' | 'confirmPassword'>): boolean {
  return values.loginEmail !== '' && values.password !== '' && values.confirmPassword !== '';
}

/** The participant's choices as the server takes them: none without a category; a GSTIN only in India, in capitals. */
export function participationFields(values: ParticipationValues): ConferenceParticipantInput {
  if (values.category === '') return {};
  const gstin = gstinToSend(values);
  const nights = values.hostelNights.trim();
  return {
    category: values.category,
    attendance: values.attendance,
    billingState: values.state.trim(),
    billingCountry: values.country.trim(),
    ...(gstin !== '' ? { billingGstin: gstin } : {}),
    ...(nights !== '' ? { hostelNights: nights } : {}),
  };
}

/** The fields the server takes: the registration's, and the participant's with a category; the hidden dates stay behind. */
export function registrationInput(values: RegistrationValues): ConferenceRegistrationInput & ConferenceParticipantInput {
  const registration = Object.fromEntries(registrationFieldNames.map((name) => [name, values[name]])) as ConferenceRegistrationInput;
  return { ...registration, ...participationFields(values) };
}

/** The form's field of each key the server names an error by: the multipart's ("billingState") and the registration's ("billing.state"). */
const participationKeys: Record<string, RegistrationField> = {
  category: 'category',
  attendance: 'attendance',
  hostelNights: 'hostelNights',
  billingState: 'state',
  'billing.state': 'state',
  billingCountry: 'country',
  'billing.country': 'country',
  billingGstin: 'gstin',
  'billing.gstin': 'gstin',
  // The form's name and address are the billing name and address.
  'billing.name': 'name',
  'billing.address': 'address',
};

function fieldOf(key: string): RegistrationField | undefined {
  return registrationFieldNames.find((name) => name === key) ?? participationKeys[key];
}

/** Errors keyed as the server keys them, under the form's fields; the first for a field stays. */
function underFields(keyed: Record<string, unknown>, into: FieldErrors<RegistrationField> = {}): FieldErrors<RegistrationField> {
  for (const [key, message] of Object.entries(keyed)) {
    const field = fieldOf(key);
    if (field && typeof message === 'string' && message !== '') into[field] ??= message;
  }
  return into;
}

/**
 * Each field's error, as the server checks the request: the registration's rules, and with a category,
 * the participant's (attendance, state and country required, a state of India from the list, a GSTIN
 * of that state).
 */
export function validateRegistration(values: RegistrationValues): FieldErrors<RegistrationField> {
  const errors = underFields(validateConferenceRegistration(registrationInput(values)));
  const participant = conferenceParticipant(participationFields(values), { name: values.name.trim(), address: values.address.trim() });
  if (!participant) return errors;
  underFields(checkRequest(ParticipantRegistrationSchema, participant).errors ?? {}, errors);
  const state = errors.state ? null : stateFieldProblem(values);
  if (state) errors.state = state;
  const gstin = errors.gstin ? null : gstinFieldProblem(values);
  if (gstin) errors.gstin = gstin;
  return errors;
}

export type RegistrationOutcome = { ok: true; pdfPath: string } | { ok: false; message: string };

/** A registration answer with a pdfPath succeeded; without one it is reported as an error. */
export function registrationOutcome(answer: ReceivedRegistrationAnswer): RegistrationOutcome {
  const pdfPath = typeof answer?.pdfPath === 'string' ? answer.pdfPath.trim() : '';
  if (pdfPath) return { ok: true, pdfPath };
  return { ok: false, message: Messages.conferenceErrorNoPdf(typeof answer?.message === 'string' ? answer.message : undefined) };
}

/** The banner of a failed request: the server's text for an error answer, else the thrown message. */
export function registrationFailure(error: unknown): string {
  if (error instanceof ApiRequestError) return Messages.conferenceErrorServer(error.message);
  return Messages.conferenceErrorThrown(error instanceof Error ? error.message : String(error));
}

/** The server's per-field errors under the form's fields (the participant's "billing.state" under State). */
export function registrationFieldErrors(error: unknown): FieldErrors<RegistrationField> {
  if (!(error instanceof ApiRequestError)) return {};
  return underFields(error.errors);
}

/** The estimate Your participation shows, labelled as one: the amount due is computed when the registration is recorded. */
export function participationEstimateText(amount: AmountDue): string {
  return `Estimated amount, computed from the published fees: ${amountWithTaxText(amount)}. The amount due is computed when your registration is recorded, and shown on your author dashboard.`;
}
