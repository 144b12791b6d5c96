// Reviews: where they live and who may read them.
import { Collections, type PaperDoc, type ReviewDoc } from '@confsys/domain';
import { db } from './admin';
import type { Caller } from './auth';
import { isAdmin, isAssignedReviewer } from './papers';

export const reviewRef = (paperId: string) => db.collection(Collections.reviews).doc(paperId);

/** Where the review PDF's bytes are; the paper keeps it beside the public API path. */
export type PaperWithReviewFile = PaperDoc & { reviewPdfStorePath?: string | null };

/** Admins read any review; a reviewer reads the review of a paper assigned to them that they wrote. */
export function canReadReview(caller: Caller, paper: PaperDoc, review: ReviewDoc | null): boolean {
  if (isAdmin(caller)) return true;
  return isAssignedReviewer(caller, paper) && (review === null || review.reviewerEmail === caller.email);
}
