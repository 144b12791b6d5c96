// Reviews: where they live and who may read them.
import type { PaperDoc, ReviewDoc } from '@confsys/domain';
import { documents } from './documents';
import type { Caller } from './auth';
import { isAdmin, isAssignedReviewer } from './papers';

export const reviewRef = (paperId: string) => documents.reviews.doc(paperId);

/** Admins read any review; a reviewer reads the review of a paper assigned to them that they wrote. */
export function canReadReview(caller: Caller, paper: PaperDoc, review: ReviewDoc | null): boolean {
  if (isAdmin(caller)) return true;
  return isAssignedReviewer(caller, paper) && (review === null || review.reviewerEmail === caller.email);
}
