import { describe, expect, it } from 'vitest';
import { Messages, referenceMessage } from '@confsys/domain';
import {
  applyLookup,
  dashboardAfterPayment,
  paymentButtonLabel,
  paymentDateToSend,
  paymentFormErrors,
  paymentSuccessMessage,
} from './payment';

const bobsPayment = { paperId: 'ICCS25-0007', upiId: 'bob@okbank', reference: '5123 4567 8901', paymentDate: '2025-06-01' };
const receipt = { name: 'receipt.png', size: 2048, type: 'image/png' };

describe('paymentFormErrors', () => {
  it('accepts a complete payment with a receipt', () => {
    expect(paymentFormErrors(bobsPayment, receipt, false)).toEqual({});
  });

  it('requires a receipt for a first payment only', () => {
    expect(paymentFormErrors(bobsPayment, null, false)).toEqual({ receipt: Messages.receiptRequired });
    expect(paymentFormErrors(bobsPayment, null, true)).toEqual({});
  });

  it('asks for the UTR the treasurer matches, not only the UPI ID', () => {
    expect(paymentFormErrors({ ...bobsPayment, reference: '' }, receipt, false).reference).toBe('Transaction reference is required');
    expect(paymentFormErrors({ ...bobsPayment, reference: 'bob@okbank' }, receipt, false).reference).toBe(referenceMessage);
  });

  it('checks a chosen receipt even when one exists', () => {
    expect(paymentFormErrors(bobsPayment, { name: 'notes.txt', size: 10, type: 'text/plain' }, true)).toEqual({
      receipt: Messages.receiptType,
    });
  });

  it('reports the missing fields', () => {
    const errors = paymentFormErrors({ paperId: ' ', upiId: '', reference: '', paymentDate: '' }, receipt, false);
    expect(errors).toEqual({
      paperId: Messages.required('Paper ID'),
      upiId: Messages.required('UPI ID'),
      reference: Messages.required('Transaction reference'),
      paymentDate: Messages.required('Payment Date'),
    });
  });
});

describe('the payment date', () => {
  it('takes the date as written in India and sends it as YYYY-MM-DD', () => {
    expect(paymentDateToSend('10 Jul 2025')).toBe('2025-07-10');
    expect(paymentDateToSend('10/07/2025')).toBe('2025-07-10');
    expect(paymentFormErrors({ ...bobsPayment, paymentDate: '10/07/2025' }, receipt, false)).toEqual({});
  });

  it('says in the user\'s terms when the date cannot be read', () => {
    expect(paymentFormErrors({ ...bobsPayment, paymentDate: '07/31/2025' }, receipt, false)).toEqual({ paymentDate: Messages.paymentDateUnreadable });
    expect(paymentFormErrors({ ...bobsPayment, paymentDate: 'last Tuesday' }, receipt, false)).toEqual({ paymentDate: Messages.paymentDateUnreadable });
  });
});

describe('paymentButtonLabel', () => {
  it('reads Submit, Update Payment once a payment exists, and Loading... while sending', () => {
    expect(paymentButtonLabel(false, false)).toBe('Submit');
    expect(paymentButtonLabel(false, true)).toBe('Update Payment');
    expect(paymentButtonLabel(true, true)).toBe('Loading...');
  });
});

describe('paymentSuccessMessage', () => {
  it.each([
    ['Payment details updated.', 'Payment details updated successfully!'],
    ['UPDATE done', 'Payment details updated successfully!'],
    ['Payment details submitted.', 'Payment details submitted successfully!'],
    [undefined, 'Payment details submitted successfully!'],
  ])('reads the answer "%s" as "%s" (updated when the server replaced a payment)', (answer, shown) => {
    expect(paymentSuccessMessage(answer)).toBe(shown);
  });
});

describe('dashboardAfterPayment', () => {
  it("goes to the stored author's dashboard", () => {
    expect(dashboardAfterPayment('uid-bob')).toBe('/authordashboard/uid-bob');
  });

  it('goes to the plain dashboard when no author id is stored', () => {
    expect(dashboardAfterPayment(null)).toBe('/authordashboard');
    expect(dashboardAfterPayment('')).toBe('/authordashboard');
  });
});

describe('applyLookup', () => {
  const empty = { paperId: 'ICCS25-0001', upiId: '', reference: '', paymentDate: '' };
  const due = { currency: 'INR' as const, rate: 'late' as const, taxable: 400_000, cgst: 36_000, sgst: 36_000, total: 472_000, category: 'faculty' };
  const found = {
    paymentId: 'pay1',
    state: 'recorded' as const,
    upiId: 'bob@bank',
    reference: '512345678901',
    paymentDate: '2025-07-01',
    declared: 472_000,
    due,
    receiptNumber: null,
    receiptPath: '/api/participants/payments/pay1/receipt',
    invoiceUrl: '/api/participants/payments/pay1/invoice.pdf',
  };

  it('fills the found payment into untouched fields', () => {
    expect(applyLookup(empty, empty, found)).toEqual({ paperId: 'ICCS25-0001', upiId: 'bob@bank', reference: '512345678901', paymentDate: '1 Jul 2025' });
  });

  it('clears what an earlier lookup filled when this paper has no payment', () => {
    const shown = { ...empty, upiId: 'old@bank', reference: '999999999999', paymentDate: '2025-01-01' };
    expect(applyLookup(shown, shown, null)).toEqual(empty);
  });

  it('keeps what the user typed while the lookup was under way', () => {
    const typed = { ...empty, upiId: 'new@bank', reference: '511111111111', paymentDate: '2025-07-10' };
    expect(applyLookup(typed, empty, null)).toEqual(typed);
    expect(applyLookup(typed, empty, found)).toEqual(typed);
  });
});
