// The author dashboard's Conference registration: the form's values (category, attendance, the accepted
// papers presented, billing details, hostel nights), what it sends and its checks (those of the server's
// schema, the Indian state and the GSTIN's state), the estimate it shows while the form is filled in, and
// how a saved registration reads. The amount due is the server's: the estimate is only labelled as one.
import {
  amountDue,
  attendanceLabels,
  checkRequest,
  formatAmount,
  formatDeadlineIn,
  gstinProblem,
  gstinState,
  gstStates,
  isIndia,
  isStatus,
  Messages,
  PaperStatus,
  ParticipantRegistrationSchema,
  type AmountDue,
  type Attendance,
  type Currency,
  type FieldErrors,
  type ParticipantDoc,
  type ParticipantRegistration,
  type PublicFees,
} from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import type { ManuscriptRow } from './manuscript';

export type StoredRegistration = Omit<ParticipantDoc, 'uid'>;
export type PublishedFees = NonNullable<PublicFees['fees']>;

export type ParticipantField = 'category' | 'attendance' | 'paperIds' | 'name' | 'address' | 'country' | 'state' | 'gstin' | 'hostelNights';

export interface ParticipantValues {
  category: string;
  attendance: Attendance;
  paperIds: string[];
  name: string;
  address: string;
  country: string;
  state: string;
  gstin: string;
  hostelNights: string;
}

/** The server's key of each field's error ("billing.gstin"). */
const serverKeys: Record<ParticipantField, string> = {
  category: 'category',
  attendance: 'attendance',
  paperIds: 'paperIds',
  name: 'billing.name',
  address: 'billing.address',
  country: 'billing.country',
  state: 'billing.state',
  gstin: 'billing.gstin',
  hostelNights: 'hostelNights',
};
const participantFields = Object.keys(serverKeys) as ParticipantField[];

/** The field of a server's error key; a paper's ("paperIds.2") is the papers'. */
function fieldOf(key: string): ParticipantField | undefined {
  const top = key.startsWith('paperIds') ? 'paperIds' : key;
  return participantFields.find((field) => serverKeys[field] === top);
}

/** The states and union territories of India, in alphabetical order, for the State list. */
export const indianStates: readonly string[] = Object.values(gstStates).sort((a, b) => a.localeCompare(b));

export const hostelNightsBounds = { min: 0, max: 10 } as const;

/** The papers a participant may present: their own, accepted or published. */
export function presentablePapers(rows: readonly ManuscriptRow[]): ManuscriptRow[] {
  return rows.filter((row) => isStatus(row.status, PaperStatus.Accepted) || isStatus(row.status, PaperStatus.Published));
}

/** The form's values: the stored registration to change, or an empty one (India, in person, no hostel). */
export function participantValues(registration: StoredRegistration | null): ParticipantValues {
  if (!registration) return { category: '', attendance: 'in-person', paperIds: [], name: '', address: '', country: 'India', state: '', gstin: '', hostelNights: '0' };
  const { billing } = registration;
  return {
    category: registration.category,
    attendance: registration.attendance,
    paperIds: [...registration.paperIds],
    name: billing.name,
    address: billing.address,
    country: billing.country,
    state: billing.state,
    gstin: billing.gstin ?? '',
    hostelNights: String(registration.hostelNights),
  };
}

/** The values with another country; the state is cleared when it moves between India and abroad (a list there, free text here). */
export function withCountry(values: ParticipantValues, country: string): ParticipantValues {
  return { ...values, country, state: isIndia(country) === isIndia(values.country) ? values.state : '' };
}

/**
 * What the form sends. The papers are those ticked among the presentable ones (all ticked when the list
 * could not be read); a GSTIN only for an address in India, where it is registered.
 */
export function participantInput(values: ParticipantValues, presentable: readonly string[] | null): ParticipantRegistration {
  const gstin = values.gstin.trim().toUpperCase();
  const nights = values.hostelNights.trim();
  return {
    category: values.category,
    attendance: values.attendance,
    paperIds: presentable ? values.paperIds.filter((id) => presentable.includes(id)) : values.paperIds,
    billing: {
      name: values.name.trim(),
      address: values.address.trim(),
      state: values.state.trim(),
      country: values.country.trim(),
      ...(isIndia(values.country) && gstin !== '' ? { gstin } : {}),
    },
    hostelNights: nights === '' ? Number.NaN : Number(nights),
  };
}

/** Why the GSTIN cannot be used, as the server would say: its shape or check character, or another state than the address's. */
export function gstinFieldProblem(values: Pick<ParticipantValues, 'gstin' | 'state' | 'country'>): string | null {
  const gstin = values.gstin.trim().toUpperCase();
  if (gstin === '' || !isIndia(values.country)) return null;
  const problem = gstinProblem(gstin);
  if (problem) return problem;
  const registered = gstinState(gstin);
  const state = indianStates.find((name) => name.toLowerCase() === values.state.trim().toLowerCase());
  return state && registered !== state ? Messages.gstinOtherState(registered ?? 'India', state) : null;
}

/** Each field's error, checked as the server checks the request. */
export function validateParticipant(values: ParticipantValues): FieldErrors<ParticipantField> {
  const errors: FieldErrors<ParticipantField> = {};
  for (const [key, message] of Object.entries(checkRequest(ParticipantRegistrationSchema, participantInput(values, null)).errors ?? {})) {
    const field = fieldOf(key);
    if (field) errors[field] ??= message;
  }
  if (!errors.state && isIndia(values.country) && !indianStates.some((name) => name.toLowerCase() === values.state.trim().toLowerCase())) errors.state = Messages.unknownState;
  const gstin = gstinFieldProblem(values);
  if (gstin) errors.gstin = gstin;
  return errors;
}

/** A refused registration: the server's message, and its errors under the fields they name. */
export function participantFailure(error: unknown): { message: string; fieldErrors: FieldErrors<ParticipantField> } {
  if (!(error instanceof ApiRequestError)) return { message: Messages.genericTryLater, fieldErrors: {} };
  const fieldErrors: FieldErrors<ParticipantField> = {};
  for (const [key, message] of Object.entries(error.errors)) {
    const field = fieldOf(key);
    if (field && typeof message === 'string' && message !== '') fieldErrors[field] ??= message;
  }
  return { message: error.message, fieldErrors };
}

/** The currency a participant pays in: dollars for an address abroad when the chair set them, else rupees. */
export function currencyFor(fees: PublishedFees, country: string): Currency {
  return !isIndia(country) && fees.usd ? 'USD' : 'INR';
}

/** The categories to choose from (the same in both currencies). */
export function categoriesFor(fees: PublishedFees, country: string): PublishedFees['categories'] {
  return (currencyFor(fees, country) === 'USD' ? fees.usd : null) ?? fees.categories;
}

/** Whether the early fees apply to a registration made (first) at `at`, as the server judges it. */
export function isEarly(earlyUntil: string | null, at: number): boolean {
  return earlyUntil !== null && at <= Date.parse(earlyUntil);
}

/**
 * The amount the form's choices would come to, from the published fees and by the server's own rule
 * (the rate of the day of the first registration). Only an estimate: the server computes the amount due.
 */
export function estimateOf(answer: PublicFees & { fees: PublishedFees }, values: Pick<ParticipantValues, 'category' | 'attendance' | 'country'>, firstRegisteredAt: string | null, now: number): AmountDue | null {
  const { fees } = answer;
  // The public answer gives a rate of 0 when no GST is charged; amountDue charges GST only with a GSTIN.
  const table = { categories: fees.categories, usd: fees.usd, gstin: fees.gstRatePercent > 0 ? 'charged' : '', gstRatePercent: fees.gstRatePercent, sac: '', meetingLink: '', signatory: { name: '', designation: '' } };
  const at = firstRegisteredAt ? Date.parse(firstRegisteredAt) : now;
  return amountDue(table, { category: values.category, attendance: values.attendance, currency: currencyFor(fees, values.country) }, isEarly(answer.earlyUntil, at));
}

export const rateLabels: Record<AmountDue['rate'], string> = { early: 'early rate', late: 'late rate' };

/** The estimate as the form shows it: "Estimated amount: ₹5,900.00 (₹5,000.00 plus GST ₹900.00), early rate." */
export function estimateText(amount: AmountDue): string {
  const tax = amount.cgst + amount.sgst;
  const parts = tax > 0 ? ` (${formatAmount(amount.taxable, amount.currency)} plus GST ${formatAmount(tax, amount.currency)})` : '';
  return `Estimated amount: ${formatAmount(amount.total, amount.currency)}${parts}, ${rateLabels[amount.rate]}. The amount due is the one confirmed when you register.`;
}

/** The parts of an amount due, for its table. */
export function breakdownRows(amount: AmountDue): Array<{ label: string; value: string }> {
  return [
    { label: 'Taxable value', value: formatAmount(amount.taxable, amount.currency) },
    { label: 'CGST', value: formatAmount(amount.cgst, amount.currency) },
    { label: 'SGST', value: formatAmount(amount.sgst, amount.currency) },
    { label: 'Total', value: formatAmount(amount.total, amount.currency) },
  ];
}

/** A saved registration as the dashboard lists it. */
export function registrationDetails(registration: StoredRegistration): Array<{ label: string; value: string }> {
  const { billing } = registration;
  const nights = registration.hostelNights;
  return [
    { label: 'Category', value: registration.amount.category },
    { label: 'Attendance', value: attendanceLabels[registration.attendance] },
    { label: 'Papers presented', value: registration.paperIds.length > 0 ? registration.paperIds.join(', ') : 'None' },
    { label: 'Billing name', value: billing.name },
    { label: 'Address', value: billing.address },
    { label: 'State', value: billing.state },
    { label: 'Country', value: billing.country },
    { label: 'GSTIN', value: billing.gstin ?? 'None' },
    { label: 'Hostel nights', value: nights === 0 ? 'None' : `${nights} (rooms are paid on arrival)` },
  ];
}

/** "Registration closed on ..." once the registration deadline has passed; null while it is open. */
export function registrationClosedText(answer: Pick<PublicFees, 'registrationDeadline' | 'timeZone'>, now: number): string | null {
  const deadline = answer.registrationDeadline;
  return deadline && now > Date.parse(deadline) ? Messages.registrationClosed(formatDeadlineIn(deadline, answer.timeZone)) : null;
}
