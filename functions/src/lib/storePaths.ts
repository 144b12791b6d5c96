// Where each kind of file lives in the file store: the one place that builds store paths. Files that are
// replaced (receipts, review PDFs) get a fresh name each time, so a failed write never overwrites the
// file a document still points at.
import { randomUUID } from 'node:crypto';
import { editionPathPrefix, type FileType } from '@confsys/domain';
import { currentEdition } from './editionScope';

export const storePaths = {
  /** The author's original manuscript, for the author and the admins. */
  manuscript: (paperId: string) => `manuscripts/${paperId}.pdf`,
  /** The reviewer's copy: the pages only (lib/pdf/manuscriptPdf.ts). */
  reviewerCopy: (paperId: string) => `reviewercopies/${paperId}.pdf`,
  /** A replacement manuscript and its reviewer's copy (an author's edit), under fresh names. */
  newManuscript: (paperId: string) => `manuscripts/${paperId}-${randomUUID()}.pdf`,
  newReviewerCopy: (paperId: string) => `reviewercopies/${paperId}-${randomUUID()}.pdf`,
  /** A payment receipt, under a fresh name per upload. */
  newReceipt: (paperId: string, type: FileType) => `receipts/${paperId}-${randomUUID()}.${type}`,
  /** A review PDF, under a fresh name per submission of the review. */
  newReviewPdf: (paperId: string) => `comments/${paperId}-${randomUUID()}.pdf`,
  /** A reviewer record's profile file. */
  profile: (reviewerId: string, type: string) => `profiles/${reviewerId}.${type}`,
  /** An accepted paper's camera-ready PDF and its signed copyright form, under a fresh name per upload or signature. */
  newCameraReady: (paperId: string) => `cameraready/${paperId}-${randomUUID()}.pdf`,
  newCopyright: (paperId: string) => `copyright/${paperId}-${randomUUID()}.pdf`,
  /**
   * A conference registration's receipt PDF, under its edition (a registration's ID is its email's digest,
   * the same every year) and a fresh name per attempt: two attempts at once for one address each write
   * their own file, and the one that loses removes only its own.
   */
  newRegistrationReceipt: (registrationId: string) => `${editionPathPrefix(currentEdition())}registrations/${registrationId}-${randomUUID()}.pdf`,
} as const;
