// DELETE /api/admin/deletereviewer/{id}: refused while the reviewer has papers under review, so no
// paper is left assigned to nobody; papers already decided keep the reviewer's name.
import { Messages, PaperStatus, isId } from '@confsys/domain';
import { documents } from '../../lib/documents';
import { db } from '../../lib/admin';
import { conflict, notFound } from '../../lib/errors';
import { fileStore } from '../../lib/fileStore';
import { handles } from '../../lib/http';
import { recordAudit } from '../../lib/audit/audit';
import { reviewerRef } from '../../lib/committee/reviewers';
import { storePaths } from '../../lib/storePaths';

export const deleteReviewer = handles('deleteReviewer', async ({ params, caller }) => {
  const id = params.id ?? '';
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
});
