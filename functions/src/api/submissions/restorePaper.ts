// POST /api/admin/papers/{paperId}/restore: the chair undoes a withdrawal. The paper goes back to the status
// it had, with the reviewers its withdrawal kept and their reviews as they were. A reviewer whose record was
// deleted meanwhile is not put back: their submitted review is kept as a removed reviewer's, a draft is
// dropped (as the assignment does when a reviewer is removed). Recorded in the audit log.
import { Messages, PaperStatus, isStatus, statusLabel, type PaperDoc } from '@confsys/domain';
import { db } from '../../lib/admin';
import { assignmentFields } from '../../lib/assignment/assignments';
import { recordAudit } from '../../lib/audit/audit';
import { readAll } from '../../lib/documents';
import { conflict } from '../../lib/errors';
import { handles } from '../../lib/http';
import { updatePaper } from '../../lib/submissions/paperIndex';
import { checkPaperId, manuscriptRef, readPaperDocs } from '../../lib/papers';
import { reviewerRef } from '../../lib/committee/reviewers';
import { readComments, removeCommenter } from '../../lib/discussion/discussion';
import { countSubmitted, isSubmitted, loadPaperReviews, recordReviews, reviewRef } from '../../lib/reviewStore';

export const restorePaper = handles('restorePaper', async ({ params, caller }) => {
  const paperId = checkPaperId(params.paperId ?? '');
  const restored = await db.runTransaction(async (transaction) => {
    const { paper } = await readPaperDocs(transaction, paperId);
    const withdrawal = paper.withdrawal;
    if (!isStatus(paper.status, PaperStatus.Withdrawn) || !withdrawal) throw conflict(Messages.paperNotWithdrawn(statusLabel(paper.status)));

    const [records, reviews, comments] = await Promise.all([
      readAll(withdrawal.reviewers.map((assignment) => reviewerRef(assignment.reviewerId)), transaction),
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
});
