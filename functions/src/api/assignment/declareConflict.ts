// POST /api/reviewers/conflicts { paperId }: the signed-in reviewer declares a conflict of interest with a
// paper assigned to them. The declaration is kept (a later assignment is refused with its reason), and
// the reviewer leaves the paper at once with their unsent review. A review already sent stays.
import { Messages, PaperStatus, ReviewStatus, isStatus, reviewDocId } from '@confsys/domain';
import { assignmentFields } from '../../lib/assignment/assignments';
import { conflict, forbidden } from '../../lib/errors';
import { documents } from '../../lib/documents';
import { db } from '../../lib/admin';
import { handles } from '../../lib/http';
import { updatePaper } from '../../lib/submissions/paperIndex';
import { checkPaperId, loadPaper, paperRef } from '../../lib/papers';
import { countSubmitted, readPaperReviews, recordReviews, reviewRef } from '../../lib/reviewStore';
import { reviewerOf } from '../../lib/reviews/reviewWriter';

export const declareConflict = handles('declareConflict', async ({ body, caller }) => {
  const paperId = checkPaperId(body.paperId);
  const paper = await loadPaper(paperId);
  const reviewerId = reviewerOf(caller, paper, undefined);
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
});
