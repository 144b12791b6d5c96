// The participant's payment on the author dashboard: when one may be recorded (registered, none recorded
// or verified, until the registration deadline), the rule as the card states it, each payment's state in
// words, and the Record your payment form's values, checks and refusals. The amount is typed in rupees or
// dollars and sent in the smallest unit.
import {
  checkRequest,
  formatAmount,
  formatDate,
  formatDeadlineIn,
  Messages,
  parseAmountInput,
  ParticipantPaymentRequest,
  paymentStateLabels,
  type AmountDue,
  type FieldErrors,
} from '@confsys/domain';
import { formFailure, type FormFailure } from '../../../lib/failures';
import type { ParticipantMe, ParticipantPaymentView } from '../../../api/registration/getParticipant';
import { receiptFileError, type ChosenFile } from '../../../lib/uploads';

type PaymentWindow = Pick<ParticipantMe, 'payableUntil' | 'timeZone'>;

/** Whether the registration deadline, until which payments are recorded, has passed. */
export function paymentClosed(window: PaymentWindow, now: number): boolean {
  return window.payableUntil !== null && now > Date.parse(window.payableUntil);
}

/** The payment that stops another being recorded: one awaiting verification, or verified. */
export function openPayment(payments: readonly ParticipantPaymentView[]): ParticipantPaymentView | undefined {
  return payments.find((payment) => payment.state === 'recorded' || payment.state === 'verified');
}

/** Whether the Record your payment form is offered: registered, not confirmed, nothing open, before the deadline. */
export function canRecordPayment(me: Pick<ParticipantMe, 'registration' | 'payments' | 'payableUntil' | 'timeZone'>, now: number): boolean {
  return me.registration !== null && !me.registration.confirmedAt && openPayment(me.payments) === undefined && !paymentClosed(me, now);
}

const verification = 'The treasurer verifies each payment against the bank statement; your receipt or tax invoice then comes by email.';

/** The rule of payment as the card states it, or that payment has closed. */
export function paymentRuleText(window: PaymentWindow, now: number): string {
  if (window.payableUntil === null) return `Pay once your paper is accepted and you have registered, until the registration deadline. ${verification}`;
  const deadline = formatDeadlineIn(window.payableUntil, window.timeZone);
  return paymentClosed(window, now)
    ? `Payment closed on ${deadline}, the registration deadline: no payment can be recorded now.`
    : `Pay once your paper is accepted and you have registered, until ${deadline}. ${verification}`;
}

/** "₹4,130.00 paid on 12 Aug 2025": what the payer declared, in the currency due. */
export function paymentHeadline(payment: Pick<ParticipantPaymentView, 'declared' | 'due' | 'date'>): string {
  return `${formatAmount(payment.declared, payment.due.currency)} paid on ${formatDate(payment.date)}`;
}

/** The payment's state in words: "Recorded, awaiting verification", "Verified", "Rejected". */
export function paymentStateText(payment: Pick<ParticipantPaymentView, 'state'>): string {
  return paymentStateLabels[payment.state];
}

/** The link to a verified payment's document: a tax invoice when GST was charged, a receipt otherwise. */
export function documentLinkText(kind: ParticipantPaymentView['documentKind']): string {
  return kind === 'tax-invoice' ? 'Download tax invoice' : 'Download receipt';
}

/** A credit note as the payment lists it: "ICCN/25-26/0001, 3 Sep 2025: ₹500.00 credited (refund of the hostel)". */
export function creditNoteText(note: ParticipantPaymentView['creditNotes'][number], currency: AmountDue['currency']): string {
  return `${note.number}, ${formatDate(note.issuedAt)}: ${formatAmount(note.amount, currency)} credited (${note.reason})`;
}

export type RecordField = 'amount' | 'date' | 'reference' | 'receipt';
const recordFields: readonly RecordField[] = ['amount', 'date', 'reference', 'receipt'];

export interface RecordValues {
  /** As typed, in rupees or dollars: "4130", "4,130.50". */
  amount: string;
  /** YYYY-MM-DD, as the date input holds it. */
  date: string;
  reference: string;
}

/** An amount in the smallest unit as the amount field shows it: "4130", "4130.50". */
export function amountInputText(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}

/** The form's first values: the amount due, the day and reference left to the payer. */
export function recordValues(due: Pick<AmountDue, 'total'>): RecordValues {
  return { amount: amountInputText(due.total), date: '', reference: '' };
}

/** The currency's name as the amount field's label says it. */
export const currencyNames: Record<AmountDue['currency'], string> = { INR: 'Indian rupees', USD: 'US dollars' };

/** A day (YYYY-MM-DD) on the payer's own calendar. */
export function localDay(now: number): string {
  const date = new Date(now);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The largest amount the server takes: ten digits in the smallest unit. */
const maxMinor = 9_999_999_999;

/** Each field's error: the amount as a person types it, the day (not after today), the reference and the receipt as the server checks them. */
export function validateRecord(values: RecordValues, receipt: ChosenFile | null, currency: AmountDue['currency'], today: string): FieldErrors<RecordField> {
  const minor = parseAmountInput(values.amount);
  const errors: FieldErrors<RecordField> = {};
  const server = checkRequest(ParticipantPaymentRequest, { amount: '1', date: values.date, reference: values.reference }).errors ?? {};
  if (minor === null) errors.amount = `Enter the amount you paid in ${currencyNames[currency]}, for example 4130 or 4,130.50.`;
  else if (minor === 0) errors.amount = 'The amount paid must be more than 0.';
  else if (minor > maxMinor) errors.amount = 'This amount is larger than any fee: check the number.';
  if (server.date) errors.date = server.date;
  else if (values.date > today) errors.date = 'The payment date cannot be after today.';
  if (server.reference) errors.reference = server.reference;
  const receiptError = receipt ? receiptFileError(receipt) : Messages.receiptRequired;
  if (receiptError) errors.receipt = receiptError;
  return errors;
}

/** A refused payment: the server's message, and its errors under the fields they name. */
export function recordFailure(error: unknown): FormFailure<RecordField> {
  return formFailure(error, recordFields);
}
