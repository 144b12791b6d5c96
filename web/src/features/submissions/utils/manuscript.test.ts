import { describe, expect, it } from 'vitest';
import type { ManuscriptView, ParticipantPayment } from '@confsys/domain';
import { sample } from '../../../../../tests/support/documents';
import { archivedManuscriptRow, bySubmissionDateDesc, canChangePaper, canEditPayment, canWithdraw, paymentAction, receiptText, showsComments, toManuscriptRow } from './manuscript';

/** A payment of Bob's registration covering ICCS25-0001, recorded. */
function participantPayment(more: Partial<ParticipantPayment> = {}): ParticipantPayment {
  return sample.paymentView({
    id: 'pay1',
    name: 'Bob',
    email: 'bob@example.org',
    paperIds: ['ICCS25-0001'],
    upiId: 'bob@upi',
    declared: 472_000,
    due: { currency: 'INR', rate: 'late', taxable: 400_000, cgst: 36_000, sgst: 36_000, total: 472_000, category: 'faculty' },
    date: '2025-06-01',
    recordedAt: '2025-06-01T09:00:00.000Z',
    ...more,
  });
}

describe('toManuscriptRow', () => {
  it('reads the fields the dashboard shows, dates as YYYY-MM-DD', () => {
    expect(toManuscriptRow(sample.manuscript({ submissionDate: '2025-05-02T10:00:00.000Z', lastUpdatedOn: '2025-05-03T08:30:00.000Z' }))).toEqual({
      paperId: 'ICCS25-0001',
      title: 'Edge caching for rural clinics',
      status: 'submitted',
      fileUrl: '/api/files/manuscript/ICCS25-0001.pdf',
      commentsPath: null,
      payment: null,
      excludedReviewers: [],
      receipt: null,
      submissionDate: '2025-05-02',
      lastUpdatedOn: '2025-05-03',
      withdrawnOn: null,
      responseReleasedAt: null,
    });
  });

  it('reads when the reviews were released for the response', () => {
    expect(toManuscriptRow(sample.manuscript({ status: 'Under Review', responseReleasedAt: '2025-07-01T05:00:00.000Z' })).responseReleasedAt).toBe('2025-07-01T05:00:00.000Z');
  });

  it('reads when a withdrawn paper was withdrawn, and what the author may still do with it', () => {
    const row = toManuscriptRow(sample.manuscript({ status: 'Withdrawn', withdrawnAt: '2025-06-04T11:00:00.000Z' }));
    expect(row.withdrawnOn).toBe('2025-06-04');
    expect(canChangePaper(row)).toBe(false);
    expect(canWithdraw(row)).toBe(false);
    expect(canChangePaper({ status: 'Under Review' })).toBe(true);
    expect(canWithdraw({ status: 'Under Review' })).toBe(true);
    expect(canWithdraw({ status: 'Accepted' })).toBe(false);
  });

  it("reads the paper's payment from the participant's payments: the one recorded or verified that covers it", () => {
    const rejected = participantPayment({ id: 'old', state: 'rejected' });
    const verified = participantPayment({ id: 'pay1', state: 'verified', receiptNumber: 'ICCS/25-26/0007' });
    expect(toManuscriptRow(sample.manuscript(), [rejected, verified]).payment).toEqual({
      state: 'verified',
      upiId: 'bob@upi',
      paymentDate: '2025-06-01',
      receiptPath: '/api/participants/payments/pay1/receipt',
      receiptErasedAt: null,
      receiptNumber: 'ICCS/25-26/0007',
      invoicePath: '/api/participants/payments/pay1/invoice.pdf',
    });
    // Its receipt's image erased under the retention schedule: no link to a file that is gone, and when it went.
    const erased = toManuscriptRow(sample.manuscript(), [participantPayment({ state: 'verified', receiptErasedAt: '2026-05-01T22:00:00.000Z' })]).payment;
    expect(erased).toMatchObject({ receiptPath: '', receiptErasedAt: '2026-05-01T22:00:00.000Z' });
    expect(toManuscriptRow(sample.manuscript(), [rejected]).payment).toBeNull();
    expect(toManuscriptRow(sample.manuscript(), [participantPayment({ paperIds: ['ICCS25-0002'] })]).payment).toBeNull();
  });

  it('reads the receipt of the stored PDF, and writes it to the second with its SHA-256', () => {
    const receipt = { receivedAt: '2026-11-26T02:10:33.412Z', fileName: 'ICCS25-0001.pdf', bytes: 2048, sha256: 'b'.repeat(64) };
    const row = toManuscriptRow(sample.manuscript({ receipt }));
    expect(row.receipt).toEqual({ receivedAt: receipt.receivedAt, sha256: receipt.sha256 });
    expect(receiptText(row.receipt!)).toBe(`Received 2026-11-26 02:10:33 UTC · SHA-256 ${'b'.repeat(64)}`);
  });

  it('reads the declared conflicts of interest, none when the document predates them', () => {
    expect(toManuscriptRow(sample.manuscript({ excludedReviewers: ['R-alice', 'R-dan'] })).excludedReviewers).toEqual(['R-alice', 'R-dan']);
    expect(toManuscriptRow(sample.manuscript()).excludedReviewers).toEqual([]);
  });
});

describe('archivedManuscriptRow', () => {
  const view = (payment: ManuscriptView['payment']): ManuscriptView => ({
    paperId: 'ICCS25-0004',
    title: 'Archived paper',
    status: 'Accepted',
    fileUrl: '/api/files/manuscript/ICCS25-0004.pdf',
    comments: '/api/files/comments/ICCS25-0004.pdf',
    payment,
    receipt: null,
    abstract: '',
    keywords: [],
    authors: [],
    excludedReviewers: [],
    editedAt: null,
    withdrawnAt: null,
    responseReleasedAt: null,
    submissionDate: '2025-05-02T10:00:00.000Z',
    lastUpdatedOn: '2025-08-03T08:30:00.000Z',
  });
  const payment = {
    paymentId: 'pay9', state: 'verified' as const, upiId: '', reference: '123456789012', paymentDate: '2025-08-01', declared: 590_000,
    due: { currency: 'INR' as const, rate: 'late' as const, taxable: 500_000, cgst: 45_000, sgst: 45_000, total: 590_000, category: 'faculty' },
    receiptNumber: 'ICCS/25-26/0009', receiptPath: '/api/participants/payments/pay9/receipt', invoiceUrl: '/api/participants/payments/pay9/invoice.pdf',
  };

  it("reads an archived edition's paper with its reviews and the tax invoice of the payment that covered it", () => {
    const row = archivedManuscriptRow(view(payment));
    expect(row).toMatchObject({ paperId: 'ICCS25-0004', status: 'Accepted', commentsPath: '/api/files/comments/ICCS25-0004.pdf', submissionDate: '2025-05-02', lastUpdatedOn: '2025-08-03' });
    expect(row.payment).toEqual({ state: 'verified', upiId: '', paymentDate: '2025-08-01', receiptPath: payment.receiptPath, receiptErasedAt: null, receiptNumber: 'ICCS/25-26/0009', invoicePath: payment.invoiceUrl });
    expect(showsComments(row)).toBe(true);
  });

  it('shows a rejected payment as none', () => {
    expect(archivedManuscriptRow(view({ ...payment, state: 'rejected', receiptNumber: null })).payment).toBeNull();
  });
});

describe('bySubmissionDateDesc', () => {
  it('puts the newest submission first', () => {
    const rows = ['2025-01-02', '2025-03-04', '2025-02-03'].map((date) => toManuscriptRow(sample.manuscript({ submissionDate: `${date}T00:00:00.000Z` })));
    expect(rows.sort(bySubmissionDateDesc).map((row) => row.submissionDate)).toEqual(['2025-03-04', '2025-02-03', '2025-01-02']);
  });
});

describe('showsComments', () => {
  const row = (status: 'Accepted' | 'Rejected' | 'Published' | 'Under Review', commentsPath: string | null = null) =>
    toManuscriptRow(sample.manuscript({ status, commentsPath }));

  it('shows the comments PDF once the paper is Accepted, Rejected or Published', () => {
    expect(showsComments(row('Accepted', '/api/files/comments/x.pdf'))).toBe(true);
    expect(showsComments(row('Rejected', '/api/files/comments/x.pdf'))).toBe(true);
    expect(showsComments(row('Published', '/api/files/comments/x.PDF'))).toBe(true);
  });

  it('hides it before a decision and when there is none', () => {
    expect(showsComments(row('Under Review', '/api/files/comments/x.pdf'))).toBe(false);
    expect(showsComments(row('Accepted'))).toBe(false);
  });
});

describe('canEditPayment', () => {
  it('offers the payment once the paper is accepted (the server checks the registration deadline)', () => {
    expect(canEditPayment(toManuscriptRow(sample.manuscript({ status: 'Accepted' })))).toBe(true);
    expect(canEditPayment(toManuscriptRow(sample.manuscript({ status: 'Published' })))).toBe(true);
  });

  it('does not offer it before the decision, nor for a rejected or withdrawn paper', () => {
    for (const status of ['submitted', 'Under Review', 'Rejected', 'Withdrawn'] as const) expect(canEditPayment(toManuscriptRow(sample.manuscript({ status }))), status).toBe(false);
  });
});

describe('paymentAction', () => {
  it('offers to add a payment until one exists, then to edit it', () => {
    expect(paymentAction(toManuscriptRow(sample.manuscript()))).toBe('Add Payment');
    expect(paymentAction(toManuscriptRow(sample.manuscript(), [participantPayment()]))).toBe('Edit Payment');
  });
});
