// Undoing a withdrawal: the paper goes back to the status it had, with the reviewers its withdrawal kept
// and their reviews as they were. A reviewer whose record was deleted meanwhile is not put back: their
// submitted review is kept as a removed reviewer's, a draft is dropped (as the assignment does when a
// reviewer is removed). Recorded in the audit log.
import { Messages, PaperStatus, type AnswerOf, type Endpoints, isStatus, statusLabel, type PaperDoc } from '@confsys/domain';
import { db } from '../admin';
import { recordAudit } from '../audit/audit';
import { documents, readAll } from '../documents';
import { conflict } from '../errors';
import { updatePaper } from './paperIndex';
import { assignmentFields, manuscriptRef, readPaperDocs } from '../papers';
import { readComments, removeCommenter } from '../discussionStore';
import { countSubmitted, isSubmitted, loadPaperReviews, recordReviews, reviewRef } from '../reviewStore';
import type { Caller } from '../auth';

/** Restores the withdrawn paper, and answers the status it is back in. */
export async function restoreWithdrawnPaper(paperId: string, caller: Caller): Promise<AnswerOf<(typeof Endpoints)['restorePaper']>> {
  const restored = await db.runTransaction(async (transaction) => {
    const { paper } = await readPaperDocs(transaction, paperId);
    const withdrawal = paper.withdrawal;
    if (!isStatus(paper.status, PaperStatus.Withdrawn) || !withdrawal) throw conflict(Messages.paperNotWithdrawn(statusLabel(paper.status)));

    const [records, reviews, comments] = await Promise.all([
      readAll(withdrawal.reviewers.map((assignment) => documents.reviewers.doc(assignment.reviewerId)), transaction),
      loadPaperReviews(paperId, transaction),
      readComments(paperId, transaction),
    ]);
    const kept = withdrawal.reviewers.filter((assignment, position) => records[position]?.email === assignment.email);
    const gone = new Set(withdrawal.reviewers.filter((assignment) => !kept.includes(assignment)).map((assignment) => assignment.reviewerId));
    const dropped = new Set<string>();
    for (const review of reviews.filter((candidate) => gone.has(candidate.reviewerId) && !candidate.keptAfterRemoval)) {
      // A submitted review (and the comments that came with it) is kept; a draft goes.
      if (isSubmitted(review)) {
        transaction.update(reviewRef(paperId, review.reviewerId), { keptAfterRemoval: true });
        removeCommenter(transaction, comments, review.reviewerId, true);
      } else {
        transaction.delete(reviewRef(paperId, review.reviewerId));
        dropped.add(review.reviewerId);
      }
    }
    const staying = reviews.filter((review) => !dropped.has(review.reviewerId));
    // A paper under review whose reviewers are all gone waits for new ones as a submitted paper.
    const status = isStatus(withdrawal.previousStatus, PaperStatus.UnderReview) && kept.length === 0 ? PaperStatus.Submitted : withdrawal.previousStatus;
    const now = new Date();
    const changes: Partial<PaperDoc> = {
      ...assignmentFields(paperId, recordReviews(kept, staying), countSubmitted(staying)),
      status,
      withdrawal: null,
      lastUpdatedOn: now.toISOString(),
    };
    updatePaper(transaction, paper, changes);
    transaction.update(manuscriptRef(paperId), { status, withdrawnAt: null, lastUpdatedOn: now.toISOString() });
    recordAudit(
      transaction,
      caller,
      { action: 'paper.restore', target: `paper:${paperId}`, before: { status: paper.status, reviewerIds: [] }, after: { status, reviewerIds: kept.map((assignment) => assignment.reviewerId) } },
      now,
    );
    return status;
  });
  return { success: true, message: Messages.paperRestored(paperId, statusLabel(restored)) };
}
