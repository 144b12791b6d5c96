import { describe, expect, it } from 'vitest';
import type { ParticipantPayment } from '@confsys/domain';
import { sample } from '../../../../../tests/support/documents';
import {
  amountMismatch,
  bulkVerifyPlan,
  creditAmountProblem,
  creditedSoFar,
  documentText,
  minorUnitsOf,
  noPaymentsText,
  payerName,
  paymentsQuery,
  paymentsScope,
  paymentsViewFromParams,
  reasonProblem,
  verifyConsequence,
  verifyCountLabel,
  withPaymentsView,
} from './payments';

const ashaPays = sample.paymentView();
const boPaysLess: ParticipantPayment = { ...ashaPays, id: 'pay-bo', name: 'Bo Chen', email: 'bo@demo.test', attendance: 'in-person', declared: 400_000 };
const carlaVerified: ParticipantPayment = { ...ashaPays, id: 'pay-carla', name: 'Carla Diaz', state: 'verified', receiptNumber: 'ICCS/25-26/0001', documentKind: 'tax-invoice' };
const deeRejected: ParticipantPayment = { ...ashaPays, id: 'pay-dee', name: '', email: 'dee@demo.test', state: 'rejected', reason: 'No transfer found.' };

describe('the view in the URL', () => {
  it('reads the state and the search, ignoring an unknown state', () => {
    expect(paymentsViewFromParams(new URLSearchParams('state=verified&q= asha '))).toEqual({ state: 'verified', search: 'asha' });
    expect(paymentsViewFromParams(new URLSearchParams('state=paid'))).toEqual({ state: null, search: '' });
  });

  it('sets and removes the parameters, keeping the others', () => {
    const params = withPaymentsView(new URLSearchParams('state=recorded&keep=1'), { state: null, search: 'ICCS25-0042' });
    expect(params.toString()).toBe('keep=1&q=ICCS25-0042');
  });

  it('starts another list for another state or search', () => {
    expect(paymentsScope({ state: 'recorded', search: '' })).not.toBe(paymentsScope({ state: null, search: '' }));
  });

  it('asks the server only for what is chosen', () => {
    expect(paymentsQuery({ state: null, search: '' }, undefined)).toEqual({});
    expect(paymentsQuery({ state: 'rejected', search: 'asha' }, 'abc123')).toEqual({ state: 'rejected', q: 'asha', page: 'abc123' });
  });

  it('says why the list is empty', () => {
    expect(noPaymentsText({ state: null, search: 'zed' })).toBe('No payment matches this search.');
    expect(noPaymentsText({ state: 'recorded', search: '' })).toBe('No payment is awaiting verification.');
  });
});

describe('amounts', () => {
  it('warns in words when the declared amount is not the amount due', () => {
    expect(amountMismatch(ashaPays)).toBeNull();
    expect(amountMismatch(boPaysLess)).toBe('Declared ₹4,000.00, due ₹4,130.00');
  });

  it('reads a credit note amount typed in rupees as paise', () => {
    expect(minorUnitsOf('1,180.5')).toBe(118_050);
    expect(minorUnitsOf(' 590 ')).toBe(59_000);
    expect(minorUnitsOf('0.07')).toBe(7);
    expect(minorUnitsOf('0')).toBeNull();
    expect(minorUnitsOf('12.345')).toBeNull();
    expect(minorUnitsOf('-5')).toBeNull();
    expect(creditAmountProblem('abc', 'INR')).toBe('Enter the amount credited in rupees, such as 1,180.00, more than 0.');
    expect(creditAmountProblem('25', 'USD')).toBeNull();
  });

  it('adds up the credit notes issued', () => {
    expect(creditedSoFar({ creditNotes: [{ number: 'ICCN/25-26/0001', issuedAt: '', amount: 59_000, reason: 'x' }, { number: 'ICCN/25-26/0002', issuedAt: '', amount: 1_000, reason: 'y' }] })).toBe(60_000);
  });
});

describe('names and texts', () => {
  it('names the payer by billing name, else by email', () => {
    expect(payerName(ashaPays)).toBe('Asha Rao');
    expect(payerName(deeRejected)).toBe('dee@demo.test');
  });

  it('names the document with its kind', () => {
    expect(documentText(carlaVerified)).toBe('ICCS/25-26/0001 (tax invoice)');
    expect(documentText(ashaPays)).toBe('');
  });

  it('says that verifying emails the document, with the meeting link for online attendance', () => {
    expect(verifyConsequence(ashaPays)).toContain('emails the document to Asha Rao (asha@demo.test)');
    expect(verifyConsequence(ashaPays)).toContain('meeting link');
    expect(verifyConsequence(boPaysLess)).not.toContain('meeting link');
  });

  it('requires a reason of 1 to 500 characters', () => {
    expect(reasonProblem('   ')).not.toBeNull();
    expect(reasonProblem('x'.repeat(501))).not.toBeNull();
    expect(reasonProblem('No transfer with this UTR.')).toBeNull();
  });
});

describe('bulk verification', () => {
  it('verifies recorded payments and skips the others, flagging a declared amount that differs', () => {
    const plan = bulkVerifyPlan([ashaPays, boPaysLess, carlaVerified, deeRejected]);
    expect(plan.map((row) => [row.payment.id, row.willVerify, row.plan])).toEqual([
      ['pay-asha', true, 'will verify'],
      ['pay-bo', true, 'will verify'],
      ['pay-carla', false, 'skipped: already verified'],
      ['pay-dee', false, 'skipped: already rejected'],
    ]);
    expect(plan[1]?.mismatch).toBe('Declared ₹4,000.00, due ₹4,130.00');
    expect(verifyCountLabel(2)).toBe('Verify 2 payments');
    expect(verifyCountLabel(1)).toBe('Verify 1 payment');
  });
});
