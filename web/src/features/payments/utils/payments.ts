// The Payments screen's words and rules: each payment state as a label (never colour alone), the state
// filter and the search kept in the URL (`?state=recorded&q=asha`), the amounts due and declared and
// their difference, what verifying does, the bulk verification's plan, and the credit note's amount
// as typed (rupees or dollars, "1,180.50") in the smallest unit the API takes.
import { attendanceLabels, formatAmount, formatDate, paymentStates, referenceText, type Currency, type ParticipantPayment, type PaymentState } from '@confsys/domain';

/** What each state reads as, in the filter and the grid's chip. */
export const paymentStateNames: Record<PaymentState, string> = { recorded: 'Recorded', verified: 'Verified', rejected: 'Rejected' };

/** The chip's colour beside its label: a second cue, never the only one. */

/** The filter's choices: every payment, then each state. */
export const paymentStateFilters: ReadonlyArray<{ value: PaymentState | null; label: string }> = [
  { value: null, label: 'All' },
  ...paymentStates.map((state) => ({ value: state, label: paymentStateNames[state] })),
];

/** The URL parameters that keep the view, so it survives a reload. */
export const paymentParams = { state: 'state', search: 'q' } as const;

/** The search the server takes at most. */
export const maxPaymentSearchLength = 100;

export interface PaymentsView {
  state: PaymentState | null;
  search: string;
}

/** The view a URL names; an unknown state is every payment (the URL is user input), a long search is cut. */
export function paymentsViewFromParams(params: URLSearchParams): PaymentsView {
  const state = paymentStates.find((candidate) => candidate === params.get(paymentParams.state)) ?? null;
  return { state, search: (params.get(paymentParams.search) ?? '').trim().slice(0, maxPaymentSearchLength) };
}

/** The search parameters with the view's changes; the others kept. */
export function withPaymentsView(current: URLSearchParams, changes: Partial<PaymentsView>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | null | undefined) => {
    if (value === undefined) return;
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  };
  set(paymentParams.state, changes.state);
  set(paymentParams.search, changes.search);
  return next;
}

/** The list the cursors belong to: another state or search starts again at the first page. */
export function paymentsScope(view: PaymentsView): string {
  return `${view.state ?? ''}\n${view.search}`;
}

/** GET /api/admin/payments's query: the state, the search, and where the page starts. */
export function paymentsQuery(view: PaymentsView, page: string | undefined): { state?: PaymentState; q?: string; page?: string } {
  return { ...(view.state ? { state: view.state } : {}), ...(view.search ? { q: view.search } : {}), ...(page ? { page } : {}) };
}

/** The grid's text when nothing matches. */
export function noPaymentsText(view: PaymentsView): string {
  if (view.search !== '') return 'No payment matches this search.';
  if (view.state === 'recorded') return 'No payment is awaiting verification.';
  if (view.state === 'verified') return 'No payment has been verified yet.';
  if (view.state === 'rejected') return 'No payment has been rejected.';
  return 'No payments recorded yet.';
}

/** Who paid, as the buttons' names and the dialogs call them: the billing name, else the email. */
export function payerName(payment: Pick<ParticipantPayment, 'name' | 'email'>): string {
  return payment.name.trim() || payment.email;
}

export function dueText(payment: Pick<ParticipantPayment, 'due'>): string {
  return formatAmount(payment.due.total, payment.due.currency);
}

export function declaredText(payment: Pick<ParticipantPayment, 'declared' | 'due'>): string {
  return formatAmount(payment.declared, payment.due.currency);
}

/** "Declared ₹4,000.00, due ₹4,130.00" when the payer declared another amount than is due; null when they agree. */
export function amountMismatch(payment: Pick<ParticipantPayment, 'declared' | 'due'>): string | null {
  return payment.declared === payment.due.total ? null : `Declared ${declaredText(payment)}, due ${dueText(payment)}`;
}

/** The payment's document as the grid names it: "ICCS/25-26/0001 (tax invoice)". */
export function documentText(payment: Pick<ParticipantPayment, 'receiptNumber' | 'documentKind'>): string {
  if (!payment.receiptNumber) return '';
  return payment.documentKind === 'tax-invoice' ? `${payment.receiptNumber} (tax invoice)` : `${payment.receiptNumber} (receipt)`;
}

/** What verifying a payment does, as the confirmation says it. */
export function verifyConsequence(payment: Pick<ParticipantPayment, 'name' | 'email' | 'attendance'>): string {
  const meeting = payment.attendance === 'online' ? ' They attend online, so the email also carries the meeting link.' : '';
  return `Verifying issues the next receipt or tax invoice number of the financial year and emails the document to ${payerName(payment)} (${payment.email}).${meeting}`;
}

/** The payment's details for the dialogs: papers, attendance, reference and payment date. */
export function paymentSummary(payment: Pick<ParticipantPayment, 'paperIds' | 'attendance' | 'reference' | 'date'>): string {
  const papers = payment.paperIds.length > 0 ? payment.paperIds.join(', ') : 'no paper';
  return `${papers}; ${attendanceLabels[payment.attendance].toLowerCase()}; reference ${referenceText(payment.reference)}, paid ${formatDate(payment.date)}`;
}

/** One selected payment in the bulk verification's preview: whether it will be verified, or why it is skipped. */
export interface BulkVerifyRow {
  payment: ParticipantPayment;
  willVerify: boolean;
  plan: string;
  mismatch: string | null;
}

/** The preview of verifying the selection: recorded payments will be verified, the others are skipped with the reason. */
export function bulkVerifyPlan(payments: readonly ParticipantPayment[]): BulkVerifyRow[] {
  return payments.map((payment) => ({
    payment,
    willVerify: payment.state === 'recorded',
    plan: payment.state === 'recorded' ? 'will verify' : `skipped: already ${payment.state}`,
    mismatch: amountMismatch(payment),
  }));
}

/** "Verify 3 payments", "Verify 1 payment". */
export function verifyCountLabel(count: number): string {
  return `Verify ${count} payment${count === 1 ? '' : 's'}`;
}

const unitNames: Record<Currency, string> = { INR: 'rupees, such as 1,180.00', USD: 'dollars, such as 25.00' };

/** The amount as typed in rupees (or dollars), "1,180.5", in paise (or cents); null when it is no positive amount with at most two decimals. */
export function minorUnitsOf(typed: string): number | null {
  const text = typed.trim().replace(/,/g, '');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

/** Why a typed credit note amount cannot be sent, or null. */
export function creditAmountProblem(typed: string, currency: Currency): string | null {
  return minorUnitsOf(typed) === null ? `Enter the amount credited in ${unitNames[currency]}, more than 0.` : null;
}

/** The reason's limits, as the server checks them. */
export const reasonLimits = { min: 1, max: 500 } as const;

/** Why a reason cannot be sent (rejection, credit note), or null. */
export function reasonProblem(typed: string): string | null {
  const length = typed.trim().length;
  return length >= reasonLimits.min && length <= reasonLimits.max ? null : `Give the reason, ${reasonLimits.min} to ${reasonLimits.max} characters: the participant reads it.`;
}

/** What has been credited against the payment's document so far, in the smallest unit. */
export function creditedSoFar(payment: Pick<ParticipantPayment, 'creditNotes'>): number {
  return payment.creditNotes.reduce((sum, note) => sum + note.amount, 0);
}
