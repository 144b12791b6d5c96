// Deleting a reviewer record: refused while the reviewer has papers under review, so no paper is left
// assigned to nobody; papers already decided keep the reviewer's name. The profile file goes after it.
import { Messages, PaperStatus, isId, type AnswerOf, type Endpoints } from '@confsys/domain';
import { documents } from '../documents';
import { db } from '../admin';
import { conflict, notFound } from '../errors';
import { fileStore } from '../fileStore';
import { recordAudit } from '../audit/audit';
import { reviewerRef } from './reviewers';
import { storePaths } from '../storePaths';
import type { Caller } from '../auth';

/** Deletes the record the address names, with its audit entry. */
export async function deleteReviewerRecord(id: string, caller: Caller): Promise<AnswerOf<(typeof Endpoints)['deleteReviewer']>> {
  if (!isId('reviewer', id)) throw notFound(Messages.reviewerRecordNotFound);
  const profileType = await db.runTransaction(async (transaction) => {
    const reviewer = (await transaction.get(reviewerRef(id))).data();
    if (!reviewer) throw notFound(Messages.reviewerRecordNotFound);
    const assigned = await transaction.get(documents.papers.where('reviewerIds', 'array-contains', id));
    const underReview = assigned.docs.filter((doc) => doc.data().status === PaperStatus.UnderReview).length;
    if (underReview > 0) throw conflict(Messages.reviewerHasPapers(underReview));
    transaction.delete(reviewerRef(id));
    recordAudit(transaction, caller, { action: 'reviewer.delete', target: `reviewer:${id}`, before: { name: reviewer.name, affiliation: reviewer.affiliation, email: reviewer.email }, after: null });
    return reviewer.profileType;
  });
  if (profileType) await fileStore().remove(storePaths.profile(id, profileType)).catch(() => undefined);
  return { message: Messages.reviewerDeleted };
}
