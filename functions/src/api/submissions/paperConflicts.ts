// PUT /api/authors/papers/{paperId}/conflicts { excludedReviewers }: the author of a paper changes the
// committee members the authors declare a conflict with, while the paper is submitted (before any
// reviewer is assigned, so the list always applies to the assignment).
import { Messages, PaperStatus, isStatus } from '@confsys/domain';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { checkExclusions } from '../../lib/submissions/exclusions';
import { db } from '../../lib/admin';
import { handles } from '../../lib/http';
import { checkPaperId, isOwner, manuscriptRef } from '../../lib/papers';

export const paperConflicts = handles('paperConflicts', async ({ params, body, caller }) => {
  const paperId = checkPaperId(params.paperId ?? '');
  const excludedReviewers = await checkExclusions(body.excludedReviewers);
  await db.runTransaction(async (transaction) => {
    const manuscript = (await transaction.get(manuscriptRef(paperId))).data();
    if (!manuscript) throw notFound(Messages.paperNotFound(paperId));
    if (!isOwner(caller, manuscript)) throw forbidden(Messages.notYourPaper);
    if (!isStatus(manuscript.status, PaperStatus.Submitted)) throw conflict(Messages.conflictsOnlyWhileSubmitted);
    transaction.update(manuscriptRef(paperId), { excludedReviewers, lastUpdatedOn: new Date().toISOString() });
  });
  return { success: true, message: Messages.conflictsSaved };
});
