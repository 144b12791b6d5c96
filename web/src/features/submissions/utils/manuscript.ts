// The author's view of a manuscript (manuscripts/{paperId}, read through its schema's converter, with
// its payment from the participant's payments) and the display rules of the author dashboard.
import { authorSeesComments, canEditPaper, canTransition, paymentEditable, type ManuscriptDoc, type ManuscriptView, type ParticipantPayment } from '@confsys/domain';

/** A paper's payment: the payment of the author's registration that covers it (one payment model). */
export interface ManuscriptPayment {
  state: 'recorded' | 'verified';
  /** Empty when the payment was recorded without one (on the dashboard's payment form). */
  upiId: string;
  /** YYYY-MM-DD */
  paymentDate: string;
  /** API path of the receipt file (it needs the ID token); '' once its image was erased under the retention schedule. */
  receiptPath: string;
  /** When the retention run erased the receipt's image; null while it is kept. */
  receiptErasedAt: string | null;
  /** The receipt's or tax invoice's number, once verified. */
  receiptNumber: string | null;
  /** API path of the payment request, receipt or tax invoice PDF. */
  invoicePath: string;
}

/** The payment (recorded or verified) among the participant's payments that covers `paperId`, or null. */
export function paperPayment(payments: readonly ParticipantPayment[], paperId: string): ManuscriptPayment | null {
  for (const payment of payments) {
    if (payment.state === 'rejected' || !payment.paperIds.includes(paperId)) continue;
    const receiptErasedAt = payment.receiptErasedAt;
    return { state: payment.state, upiId: payment.upiId ?? '', paymentDate: payment.date, receiptPath: receiptErasedAt ? '' : payment.receiptUrl, receiptErasedAt, receiptNumber: payment.receiptNumber, invoicePath: payment.invoiceUrl };
  }
  return null;
}

export interface ManuscriptRow {
  paperId: string;
  title: string;
  status: string;
  fileUrl: string;
  commentsPath: string | null;
  payment: ManuscriptPayment | null;
  /** Committee members the authors declared a conflict of interest with (IDs). */
  excludedReviewers: string[];
  /** What the server stored of the PDF: when it arrived and its SHA-256 (none for older papers). */
  receipt: { receivedAt: string; sha256: string } | null;
  /** YYYY-MM-DD */
  submissionDate: string;
  lastUpdatedOn: string;
  /** YYYY-MM-DD, while the paper is withdrawn. */
  withdrawnOn: string | null;
  /** When the chair released the reviews for the authors' response; null: not released. */
  responseReleasedAt: string | null;
}

/** The date part (YYYY-MM-DD) of a stored ISO date and time. */
const day = (iso: string) => iso.slice(0, 10);

export function toManuscriptRow(manuscript: ManuscriptDoc, payments: readonly ParticipantPayment[] = []): ManuscriptRow {
  return {
    paperId: manuscript.paperId,
    title: manuscript.title,
    status: manuscript.status,
    fileUrl: manuscript.fileUrl,
    commentsPath: manuscript.commentsPath,
    payment: paperPayment(payments, manuscript.paperId),
    excludedReviewers: manuscript.excludedReviewers ?? [],
    receipt: manuscript.receipt ? { receivedAt: manuscript.receipt.receivedAt, sha256: manuscript.receipt.sha256 } : null,
    submissionDate: day(manuscript.submissionDate),
    lastUpdatedOn: day(manuscript.lastUpdatedOn),
    withdrawnOn: manuscript.withdrawnAt ? day(manuscript.withdrawnAt) : null,
    responseReleasedAt: manuscript.responseReleasedAt ?? null,
  };
}

/**
 * A paper of an archived edition as GET /api/authors/getmanuscriptbyauthor?edition= answers it, with
 * the payment that covered it there (read-only: the dashboard offers no action on it).
 */
export function archivedManuscriptRow(view: ManuscriptView): ManuscriptRow {
  const payment = view.payment;
  const state = payment?.state;
  return {
    paperId: view.paperId,
    title: view.title,
    status: view.status,
    fileUrl: view.fileUrl,
    commentsPath: view.comments,
    payment:
      payment && state !== undefined && state !== 'rejected'
        ? { state, upiId: payment.upiId, paymentDate: payment.paymentDate, receiptPath: payment.receiptPath, receiptErasedAt: null, receiptNumber: payment.receiptNumber, invoicePath: payment.invoiceUrl }
        : null,
    excludedReviewers: view.excludedReviewers,
    receipt: view.receipt ? { receivedAt: view.receipt.receivedAt, sha256: view.receipt.sha256 } : null,
    submissionDate: day(view.submissionDate),
    lastUpdatedOn: day(view.lastUpdatedOn),
    withdrawnOn: view.withdrawnAt ? day(view.withdrawnAt) : null,
    responseReleasedAt: view.responseReleasedAt,
  };
}

/** Newest submission first; rows without a date last. */
export function bySubmissionDateDesc(a: ManuscriptRow, b: ManuscriptRow): number {
  return b.submissionDate.localeCompare(a.submissionDate);
}

/** The reviewer comments PDF is the author's to read once the paper is Accepted or Published. */
export function showsComments(row: ManuscriptRow): boolean {
  return authorSeesComments(row.status, row.commentsPath);
}

/** Payment is made once the paper is accepted, until the registration deadline (which the server checks). */
export function canEditPayment(row: ManuscriptRow): boolean {
  return paymentEditable(row.status);
}

/** The label of the payment action: Edit Payment once a payment exists, else Add Payment. */
export function paymentAction(row: ManuscriptRow): 'Add Payment' | 'Edit Payment' {
  return row.payment ? 'Edit Payment' : 'Add Payment';
}

/** The receipt as the dashboard and the submit form show it: the time of receipt to the second (UTC) and the PDF's SHA-256. */
export function receiptText(receipt: { receivedAt: string; sha256: string }): string {
  return `Received ${receipt.receivedAt.slice(0, 10)} ${receipt.receivedAt.slice(11, 19)} UTC · SHA-256 ${receipt.sha256}`;
}

/** The paper can be changed (until the deadline, which the change form shows): submitted or under review. */
export function canChangePaper(row: Pick<ManuscriptRow, 'status'>): boolean {
  return canEditPaper(row.status);
}

/** The author may withdraw a paper until it is decided, whatever the deadline. */
export function canWithdraw(row: Pick<ManuscriptRow, 'status'>): boolean {
  return canTransition('withdraw', row.status);
}
