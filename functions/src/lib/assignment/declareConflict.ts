// A reviewer's declared conflict of interest with a paper assigned to them: the declaration is kept (a
// later assignment is refused with its reason), and the reviewer leaves the paper at once with their
// unsent review. A review already sent stays, and refuses the declaration.
import { Messages, PaperStatus, ReviewStatus, type AnswerOf, type Endpoints, type PaperDoc, isStatus, reviewDocId } from '@confsys/domain';
import { conflict, forbidden } from '../errors';
import { documents } from '../documents';
import { db } from '../admin';
import { updatePaper } from '../submissions/paperIndex';
import { assignmentFields, paperRef } from '../papers';
import { countSubmitted, readPaperReviews, recordReviews, reviewRef } from '../reviewStore';

/** Records the declaration of the paper's reviewer `reviewerId` (the caller's own record) and takes them off the paper. */
export async function declareOwnConflict(paper: PaperDoc, reviewerId: string): Promise<AnswerOf<(typeof Endpoints)['declareConflict']>> {
  const paperId = paper.paperId;
  if (!isStatus(paper.status, PaperStatus.UnderReview)) throw conflict(Messages.transitionRefused('declare a conflict with', paper.status));
  await db.runTransaction(async (transaction) => {
    const current = (await transaction.get(paperRef(paperId))).data();
    const own = current?.reviewers.find((assignment) => assignment.reviewerId === reviewerId);
    if (!current || !own) throw forbidden(Messages.notAssignedReviewer);
    const reviews = await readPaperReviews(current, transaction);
    const review = reviews.find((candidate) => candidate.reviewerId === own.reviewerId);
    if (review?.status === ReviewStatus.Published) throw conflict(Messages.reviewAlreadySent);
    if (review) transaction.delete(reviewRef(paperId, own.reviewerId));
    const remaining = current.reviewers.filter((assignment) => assignment !== own);
    const others = reviews.filter((candidate) => candidate.reviewerId !== own.reviewerId);
    const now = new Date().toISOString();
    transaction.set(documents.conflicts.doc(reviewDocId(paperId, own.reviewerId)), { paperId, reviewerId: own.reviewerId, createdAt: now });
    updatePaper(transaction, current, { ...assignmentFields(paperId, recordReviews(remaining, others), countSubmitted(others)), lastUpdatedOn: now });
  });
  return { success: true, message: Messages.conflictDeclared };
}
