// A paper's assignment fields, written together, and the conflicts of interest reviewers declared.
import { fileUrl, type Assignment, type PaperDoc } from '@confsys/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { documents } from '../documents';

/**
 * What the paper stores of its reviewers: the list in the order of assignment, its IDs and emails for
 * queries, the number of submitted reviews, and the comments PDF's path once there is a review in it.
 */
export function assignmentFields(
  paperId: string,
  reviewers: readonly Assignment[],
  submittedReviews: number,
): Pick<PaperDoc, 'reviewers' | 'reviewerIds' | 'reviewerEmails' | 'submittedReviews' | 'reviewPdfPath'> {
  return {
    reviewers: [...reviewers],
    reviewerIds: reviewers.map((assignment) => assignment.reviewerId),
    reviewerEmails: reviewers.map((assignment) => assignment.email),
    submittedReviews,
    reviewPdfPath: submittedReviews > 0 ? fileUrl('comments', paperId, 'pdf') : null,
  };
}

/** The reviewers who declared a conflict of interest with the paper. */
export async function declaredConflicts(paperId: string, transaction?: Transaction): Promise<Set<string>> {
  const query = documents.conflicts.where('paperId', '==', paperId);
  const snapshot = transaction ? await transaction.get(query) : await query.get();
  return new Set(snapshot.docs.map((doc) => doc.data().reviewerId));
}
