// The author dashboard's Conference registration: the form's values (category, attendance, the accepted
// papers presented, billing details, hostel nights), what it sends and its checks (those of the server's
// schema, the Indian state and the GSTIN's state), the estimate it shows while the form is filled in, and
// how a saved registration reads. The amount due is the server's: the estimate is only labelled as one.
// The checks and the estimate the public conference registration shares are in lib/participation.ts.
import {
  attendanceLabels,
  checkRequest,
  formatAmount,
  isStatus,
  Messages,
  PaperStatus,
  ParticipantRegistrationSchema,
  type AmountDue,
  type Attendance,
  type FieldErrors,
  type ParticipantDoc,
  type ParticipantRegistration,
  type PublicFees,
} from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import { amountWithTaxText, gstinFieldProblem, gstinToSend, stateFieldProblem } from '../../../lib/participation';
import type { ManuscriptRow } from '../../submissions/utils/manuscript';

export type StoredRegistration = Omit<ParticipantDoc, 'uid'>;

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

/** The papers a participant may present: their own, accepted or published. */
export function presentablePapers(rows: readonly ManuscriptRow[]): ManuscriptRow[] {
  return rows.filter((row) => isStatus(row.status, PaperStatus.Accepted) || isStatus(row.status, PaperStatus.Published));
}

const publicationRule = 'An accepted paper is published once one of its authors has registered and the payment has been verified.';

/** The rule of publication, stated while the chair requires a registered author and the author has an accepted paper; else null. */
export function publicationRuleText(fees: Pick<PublicFees, 'fees'> | undefined, rows: readonly Pick<ManuscriptRow, 'status'>[] | null): string | null {
  return fees?.fees?.requireRegisteredAuthor && rows?.some((row) => isStatus(row.status, PaperStatus.Accepted)) ? publicationRule : null;
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

/**
 * What the form sends. The papers are those ticked among the presentable ones (all ticked when the list
 * could not be read); a GSTIN only for an address in India, where it is registered.
 */
export function participantInput(values: ParticipantValues, presentable: readonly string[] | null): ParticipantRegistration {
  const gstin = gstinToSend(values);
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
      ...(gstin !== '' ? { gstin } : {}),
    },
    hostelNights: nights === '' ? Number.NaN : Number(nights),
  };
}

/** Each field's error, checked as the server checks the request. */
export function validateParticipant(values: ParticipantValues): FieldErrors<ParticipantField> {
  const errors: FieldErrors<ParticipantField> = {};
  for (const [key, message] of Object.entries(checkRequest(ParticipantRegistrationSchema, participantInput(values, null)).errors ?? {})) {
    const field = fieldOf(key);
    if (field) errors[field] ??= message;
  }
  const state = errors.state ? null : stateFieldProblem(values);
  if (state) errors.state = state;
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

/** The estimate as the form shows it: "Estimated amount: ₹5,900.00 (₹5,000.00 plus GST ₹900.00), early rate." */
export function estimateText(amount: AmountDue): string {
  return `Estimated amount: ${amountWithTaxText(amount)}. The amount due is the one confirmed when you register.`;
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
