// The author's view of a manuscript (manuscripts/{paperId}), parsed once from the untrusted document,
// and the display rules of the author dashboard.
import { authorSeesComments, isStatus, paymentEditable, PaperStatus } from '@confsys/domain';

export interface ManuscriptPayment {
  upiId: string;
  /** YYYY-MM-DD: the first 10 characters of the stored date. */
  paymentDate: string;
  /** API path of the receipt file (it needs the ID token); absent when none was uploaded. */
  receiptPath?: string;
}

export interface ManuscriptRow {
  paperId: string;
  title: string;
  status: string;
  fileUrl?: string;
  commentsPath?: string;
  payment?: ManuscriptPayment;
  submissionDate: string;
  lastUpdatedOn: string;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const optional = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The date part (YYYY-MM-DD) of an ISO string or a Firestore Timestamp; '' when absent. */
export function dateText(value: unknown): string {
  if (typeof value === 'string') return value.slice(0, 10);
  if (typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate: () => Date }).toDate().toISOString().slice(0, 10);
  }
  return '';
}

function parsePayment(value: unknown): ManuscriptPayment | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const payment = value as Record<string, unknown>;
  const upiId = optional(payment.upiId);
  if (!upiId) return undefined;
  const receiptPath = optional(payment.receiptPath);
  return { upiId, paymentDate: dateText(payment.paymentDate), ...(receiptPath ? { receiptPath } : {}) };
}

export function toManuscriptRow(id: string, data: Record<string, unknown>): ManuscriptRow {
  return {
    paperId: optional(data.paperId) ?? id,
    title: str(data.title),
    status: str(data.status),
    fileUrl: optional(data.fileUrl),
    // The spec calls the comments PDF path `comments`; newer documents name it `commentsPath`.
    commentsPath: optional(data.commentsPath) ?? optional(data.comments),
    payment: parsePayment(data.payment),
    submissionDate: dateText(data.submissionDate),
    lastUpdatedOn: dateText(data.lastUpdatedOn),
  };
}

/** Newest submission first; rows without a date last. */
export function bySubmissionDateDesc(a: ManuscriptRow, b: ManuscriptRow): number {
  return b.submissionDate.localeCompare(a.submissionDate);
}

export function statusColor(status: string): 'success' | 'warning' | 'default' {
  if (isStatus(status, PaperStatus.Published)) return 'success';
  if (isStatus(status, PaperStatus.UnderReview)) return 'warning';
  return 'default';
}

/** The reviewer comments PDF is the author's to read once the paper is Accepted or Published. */
export function showsComments(row: ManuscriptRow): boolean {
  return authorSeesComments(row.status, row.commentsPath);
}

/** Payment can be added or edited only while the paper is still submitted (case-insensitive). */
export function canEditPayment(row: ManuscriptRow): boolean {
  return paymentEditable(row.status);
}

/** The label of the payment action: Edit Payment once a payment exists, else Add Payment. */
export function paymentAction(row: ManuscriptRow): 'Add Payment' | 'Edit Payment' {
  return row.payment ? 'Edit Payment' : 'Add Payment';
}
