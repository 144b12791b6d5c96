import { describe, expect, it } from 'vitest';
import { Messages, referenceMessage } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import { sample } from '../../../../../tests/support/documents';
import type { ParticipantMe, ParticipantPaymentView } from '../../../api/registration/getParticipant';
import {
  amountInputText,
  canRecordPayment,
  creditNoteText,
  documentLinkText,
  paymentHeadline,
  paymentRuleText,
  paymentStateText,
  recordFailure,
  recordValues,
  validateRecord,
  type RecordValues,
} from './participantPayment';

const due = { currency: 'INR' as const, rate: 'early' as const, taxable: 350_000, cgst: 31_500, sgst: 31_500, total: 413_000, category: 'Faculty' };

/** Asha, registered (faculty, online), before the registration deadline of 31 Aug 2025, 23:59 IST. */
const asha: ParticipantMe = {
  registration: {
    email: 'asha@example.org',
    category: 'faculty',
    attendance: 'online',
    paperIds: ['ICCS25-0042'],
    billing: { name: 'Asha Rao', address: 'CUSAT, Kochi 682022', state: 'Kerala', country: 'India', gstin: null },
    hostelNights: 0,
    amount: due,
    registeredAt: '2025-07-01T00:00:00.000Z',
    updatedAt: '2025-07-01T00:00:00.000Z',
  },
  meetingLink: null,
  payments: [],
  payableUntil: '2025-08-31T18:29:00.000Z',
  timeZone: 'Asia/Kolkata',
};
const august = Date.parse('2025-08-15T10:00:00Z');
const september = Date.parse('2025-09-01T00:00:00Z');

const payment = (state: ParticipantPaymentView['state'], more: Partial<ParticipantPaymentView> = {}): ParticipantPaymentView =>
  sample.paymentView({ id: `pay-${state}`, state, email: 'asha@example.org', reference: '512345678901', due, date: '2025-08-12', recordedAt: '2025-08-12T10:00:00.000Z', receiptUrl: '/api/participants/payments/x/receipt', invoiceUrl: '/api/participants/payments/x/invoice.pdf', ...more });

describe('when Asha may record her payment', () => {
  it('once registered, before the deadline, with nothing recorded', () => {
    expect(canRecordPayment(asha, august)).toBe(true);
    expect(canRecordPayment({ ...asha, registration: null }, august)).toBe(false);
    expect(canRecordPayment(asha, september)).toBe(false);
  });

  it('not while a payment awaits verification or is verified, but again after a rejection', () => {
    expect(canRecordPayment({ ...asha, payments: [payment('recorded')] }, august)).toBe(false);
    expect(canRecordPayment({ ...asha, payments: [payment('verified')] }, august)).toBe(false);
    expect(canRecordPayment({ ...asha, payments: [payment('rejected')] }, august)).toBe(true);
  });

  it('not once her registration is confirmed', () => {
    expect(canRecordPayment({ ...asha, registration: asha.registration && { ...asha.registration, confirmedAt: '2025-08-13T00:00:00.000Z' } }, august)).toBe(false);
  });
});

describe('the rule the card states', () => {
  it('names the registration deadline in the conference zone, and the verification', () => {
    expect(paymentRuleText(asha, august)).toBe(
      'Pay once your paper is accepted and you have registered, until 31 Aug 2025 at 23:59 IST. The treasurer verifies each payment against the bank statement; your receipt or tax invoice then comes by email.',
    );
  });

  it('says payment has closed after the deadline', () => {
    expect(paymentRuleText(asha, september)).toBe('Payment closed on 31 Aug 2025 at 23:59 IST, the registration deadline: no payment can be recorded now.');
  });
});

describe('a payment as Asha reads it', () => {
  it('gives the amount declared, the day, and the state in words', () => {
    expect(paymentHeadline(payment('recorded'))).toBe('₹4,130.00 paid on 12 Aug 2025');
    expect(paymentStateText(payment('recorded'))).toBe('Recorded, awaiting verification');
    expect(paymentStateText(payment('verified'))).toBe('Verified');
    expect(paymentStateText(payment('rejected'))).toBe('Rejected');
  });

  it('links the tax invoice or the receipt, as the document is', () => {
    expect(documentLinkText('tax-invoice')).toBe('Download tax invoice');
    expect(documentLinkText('receipt')).toBe('Download receipt');
  });

  it('lists a credit note with its number, day, amount and reason', () => {
    expect(creditNoteText({ number: 'ICCN/25-26/0001', issuedAt: '2025-09-03T05:00:00.000Z', amount: 50_000, reason: 'hostel refund' }, 'INR')).toBe(
      'ICCN/25-26/0001, 3 Sep 2025: ₹500.00 credited (hostel refund)',
    );
  });
});

describe('the Record your payment form', () => {
  const receipt = { name: 'upi.png', size: 20_000, type: 'image/png' };
  const filled: RecordValues = { amount: '4,130', date: '2025-08-12', reference: '5123 4567 8901' };

  it('starts from the amount due, in rupees', () => {
    expect(recordValues(due)).toEqual({ amount: '4130', date: '', reference: '' });
    expect(amountInputText(413_050)).toBe('4130.50');
  });

  it('takes what Asha typed', () => {
    expect(validateRecord(filled, receipt, 'INR', '2025-08-15')).toEqual({});
  });

  it('names each field to correct', () => {
    expect(validateRecord({ amount: '4130.505', date: '', reference: '' }, null, 'INR', '2025-08-15')).toEqual({
      amount: 'Enter the amount you paid in Indian rupees, for example 4130 or 4,130.50.',
      date: 'Payment date is required',
      reference: 'Transaction reference is required',
      receipt: Messages.receiptRequired,
    });
    expect(validateRecord({ ...filled, amount: '0', reference: 'UTR?' }, receipt, 'USD', '2025-08-15')).toMatchObject({ amount: 'The amount paid must be more than 0.', reference: referenceMessage });
  });

  it('refuses a day after today and a receipt that is neither an image nor a PDF', () => {
    expect(validateRecord(filled, { name: 'upi.docx', size: 20_000, type: 'application/msword' }, 'INR', '2025-08-11')).toEqual({
      date: 'The payment date cannot be after today.',
      receipt: Messages.receiptType,
    });
  });

  it("shows the server's refusal, with its errors under the fields they name", () => {
    expect(recordFailure(new ApiRequestError(409, Messages.referenceUsed))).toEqual({ message: Messages.referenceUsed, fieldErrors: {} });
    expect(recordFailure(new ApiRequestError(400, 'Check the fields.', { reference: referenceMessage, other: 'x' }))).toEqual({ message: 'Check the fields.', fieldErrors: { reference: referenceMessage } });
    expect(recordFailure(new Error('offline'))).toEqual({ message: Messages.genericTryLater, fieldErrors: {} });
  });
});
