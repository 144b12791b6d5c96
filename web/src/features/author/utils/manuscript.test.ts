import { describe, expect, it } from 'vitest';
import { bySubmissionDateDesc, canEditPayment, dateText, paymentAction, showsComments, statusColor, toManuscriptRow } from './manuscript';

const authorBobPaper = {
  paperId: 'ICCS25-007',
  title: 'Edge caching for rural clinics',
  status: 'submitted',
  fileUrl: 'https://files.test/ICCS25-007.pdf',
  submissionDate: '2025-05-02T10:00:00.000Z',
  lastUpdatedOn: '2025-05-03T08:30:00.000Z',
};

describe('toManuscriptRow', () => {
  it('reads the fields the dashboard shows, dates as YYYY-MM-DD', () => {
    expect(toManuscriptRow('doc-id', authorBobPaper)).toEqual({
      paperId: 'ICCS25-007',
      title: 'Edge caching for rural clinics',
      status: 'submitted',
      fileUrl: 'https://files.test/ICCS25-007.pdf',
      commentsPath: undefined,
      payment: undefined,
      submissionDate: '2025-05-02',
      lastUpdatedOn: '2025-05-03',
    });
  });

  it('falls back to the document id and tolerates missing or mistyped fields', () => {
    const row = toManuscriptRow('ICCS25-008', { title: 42, payment: 'yes' });
    expect(row.paperId).toBe('ICCS25-008');
    expect(row.title).toBe('');
    expect(row.payment).toBeUndefined();
    expect(row.submissionDate).toBe('');
  });

  it('reads the receipt path of a payment', () => {
    const payment = { upiId: 'bob@upi', paymentDate: '2025-06-01', receiptPath: '/api/files/receipt/ICCS25-007.png' };
    expect(toManuscriptRow('x', { payment }).payment?.receiptPath).toBe('/api/files/receipt/ICCS25-007.png');
    expect(toManuscriptRow('x', { payment: { ...payment, receiptPath: 7 } }).payment).toStrictEqual({
      upiId: 'bob@upi',
      paymentDate: '2025-06-01',
    });
  });

  it('counts a payment as made only when it has a UPI id', () => {
    expect(toManuscriptRow('x', { payment: { upiId: 'bob@upi', paymentDate: '2025-06-01T00:00:00Z' } }).payment).toEqual({
      upiId: 'bob@upi',
      paymentDate: '2025-06-01',
    });
    expect(toManuscriptRow('x', { payment: { upiId: ' ' } }).payment).toBeUndefined();
  });

  it('reads the comments path under either name', () => {
    expect(toManuscriptRow('x', { comments: 'reviews/x.pdf' }).commentsPath).toBe('reviews/x.pdf');
    expect(toManuscriptRow('x', { commentsPath: 'reviews/y.pdf', comments: 'reviews/x.pdf' }).commentsPath).toBe('reviews/y.pdf');
  });
});

describe('dateText', () => {
  it('reads Firestore timestamps', () => {
    expect(dateText({ toDate: () => new Date('2025-07-30T12:00:00Z') })).toBe('2025-07-30');
  });
});

describe('statusColor', () => {
  it('colours published green, under review yellow and the rest grey', () => {
    expect(statusColor('Published')).toBe('success');
    expect(statusColor('Under Review')).toBe('warning');
    expect(statusColor('submitted')).toBe('default');
    expect(statusColor('Accepted')).toBe('default');
  });
});

describe('showsComments', () => {
  const row = (status: string, commentsPath?: string) => toManuscriptRow('x', { status, commentsPath });

  it('shows the comments PDF once the paper is Accepted, Rejected or Published', () => {
    expect(showsComments(row('Accepted', 'reviews/x.pdf'))).toBe(true);
    expect(showsComments(row('Rejected', 'reviews/x.pdf'))).toBe(true);
    expect(showsComments(row('Published', 'reviews/x.PDF'))).toBe(true);
  });

  it('hides it before a decision and when the file is not a PDF', () => {
    expect(showsComments(row('Under Review', 'reviews/x.pdf'))).toBe(false);
    expect(showsComments(row('Accepted', 'reviews/x.docx'))).toBe(false);
    expect(showsComments(row('Accepted'))).toBe(false);
  });
});

describe('canEditPayment', () => {
  it('allows payment changes only while the paper is submitted, in any case', () => {
    expect(canEditPayment(toManuscriptRow('x', { status: 'Submitted' }))).toBe(true);
    expect(canEditPayment(toManuscriptRow('x', { status: 'Under Review' }))).toBe(false);
  });
});

describe('paymentAction', () => {
  it('offers to add a payment until one exists, then to edit it', () => {
    expect(paymentAction(toManuscriptRow('x', { status: 'submitted' }))).toBe('Add Payment');
    expect(paymentAction(toManuscriptRow('x', { status: 'submitted', payment: { upiId: 'bob@upi' } }))).toBe('Edit Payment');
  });
});

describe('bySubmissionDateDesc', () => {
  it('lists the newest submission first and undated ones last', () => {
    const rows = [
      toManuscriptRow('old', { submissionDate: '2025-04-01T00:00:00Z' }),
      toManuscriptRow('undated', {}),
      toManuscriptRow('new', { submissionDate: '2025-06-01T00:00:00Z' }),
    ];
    expect(rows.sort(bySubmissionDateDesc).map((row) => row.paperId)).toEqual(['new', 'old', 'undated']);
  });
});
