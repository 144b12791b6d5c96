// The paper's payment form's rules (a view of the registration's payment): validation, the button label, the success
// text and where the form goes afterwards.
import { Messages, validatePayment, type FieldErrors, type PaymentView } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { formatDate, parseDateInput } from '@confsys/domain';
import { receiptFileError, type ChosenFile } from '../../../lib/uploads';

// A type alias rather than an interface, so it passes as the validators' Record<string, unknown>.
export type PaymentValues = {
  paperId: string;
  upiId: string;
  /** The UTR or transaction reference the bank or UPI app shows. */
  reference: string;
  /** As the user typed it ("22 Nov 2026", "22/11/2026"); sent as YYYY-MM-DD (paymentDateToSend). */
  paymentDate: string;
};
export type PaymentField = keyof PaymentValues | 'receipt';
export const paymentFields: readonly PaymentField[] = ['paperId', 'upiId', 'reference', 'paymentDate', 'receipt'];

/** The payment date as the server takes it (YYYY-MM-DD), or what was typed when it is not a date. */
export function paymentDateToSend(typed: string): string {
  return parseDateInput(typed) ?? typed.trim();
}

/**
 * The form after a payment lookup: the found payment's UPI ID and date (as the site shows dates), or empty fields when there is
 * none, except in fields the user changed while the lookup was under way (`before` is what they held
 * when it started), which keep what was typed.
 */
export function applyLookup(current: PaymentValues, before: PaymentValues, payment: PaymentView | null): PaymentValues {
  const pick = (field: 'upiId' | 'reference' | 'paymentDate', found: string) => (current[field] === before[field] ? found : current[field]);
  return {
    ...current,
    upiId: pick('upiId', payment?.upiId ?? ''),
    reference: pick('reference', payment?.reference ?? ''),
    paymentDate: pick('paymentDate', formatDate(payment?.paymentDate)),
  };
}

/**
 * Validation on submit: the shared rules on the values as sent, a date that cannot be read said in the
 * user's terms, and the receipt, which is optional once one exists.
 */
export function paymentFormErrors(values: PaymentValues, receipt: ChosenFile | null, hasReceipt: boolean): FieldErrors<PaymentField> {
  const errors: FieldErrors<PaymentField> = validatePayment({ ...values, paymentDate: paymentDateToSend(values.paymentDate) });
  if (errors.paymentDate && values.paymentDate.trim() !== '') errors.paymentDate = Messages.paymentDateUnreadable;
  if (receipt) {
    const problem = receiptFileError(receipt);
    if (problem) errors.receipt = problem;
  } else if (!hasReceipt) {
    errors.receipt = Messages.receiptRequired;
  }
  return errors;
}

export function paymentButtonLabel(sending: boolean, updating: boolean): string {
  if (sending) return Messages.loading;
  return updating ? 'Update Payment' : 'Submit';
}

/** The server says "updated" when it replaced a payment (spec: the word update, any case). */
export function paymentSuccessMessage(serverMessage: string | undefined): string {
  return /update/i.test(serverMessage ?? '') ? Messages.paymentUpdated : Messages.paymentSubmitted;
}

/** After a payment: the stored author's dashboard, or the plain dashboard when no id is stored. */
export function dashboardAfterPayment(storedAuthorId: string | null): string {
  const authorId = storedAuthorId?.trim();
  return authorId ? paths.authorDashboardFor(authorId) : paths.authorDashboard;
}
