// Where the authors' responses, the discussions and their comments are kept, and the two moves every
// area that changes a paper's reviewers makes on them (read a paper's comments, remove a reviewer's):
// below the areas, as the review store is, so assignment and submissions reach them without importing
// the discussion above them.
import type { CommentDoc } from '@confsys/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { documents } from './documents';

export const responseRef = (paperId: string) => documents.responses.doc(paperId);
export const discussionRef = (paperId: string) => documents.discussions.doc(paperId);
export const paperCommentsQuery = (paperId: string) => documents.comments.where('paperId', '==', paperId);

/** Every comment of a paper, oldest first (a paper has tens, not thousands: sorted here, no index needed). */
export async function readComments(paperId: string, transaction?: Transaction): Promise<CommentDoc[]> {
  const snapshot = transaction ? await transaction.get(paperCommentsQuery(paperId)) : await paperCommentsQuery(paperId).get();
  return snapshot.docs.map((doc) => doc.data()).sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}

/**
 * A reviewer leaves a paper: their comments stay, marked kept, when the chair kept their review (their
 * label stays with it); otherwise they go with the review. `comments` were read earlier in the transaction.
 */
export function removeCommenter(transaction: Transaction, comments: readonly CommentDoc[], reviewerId: string, keep: boolean): void {
  for (const comment of comments) {
    if (comment.author.kind !== 'reviewer' || comment.author.reviewerId !== reviewerId) continue;
    const ref = documents.comments.doc(comment.id);
    if (keep) transaction.update(ref, { kept: true });
    else transaction.delete(ref);
  }
}
