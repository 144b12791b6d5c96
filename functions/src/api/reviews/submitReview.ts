// POST /api/reviews/submitReview: the assigned reviewer's evaluation (or an admin's edit of it). The
// review PDF is rendered under a fresh name and the documents point at it in one transaction that
// re-checks the lock and the status, so a review published meanwhile is never overwritten.
import { Messages, PaperStatus, ReviewStatus, fileUrl, isStatus, reviewContent, type ReviewDoc } from '@confsys/domain';
import { db } from '../../lib/admin';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { fileStore } from '../../lib/fileStore';
import { handles } from '../../lib/http';
import { checkPaperId, isAdmin, isAssignedReviewer, loadPaper, paperRef } from '../../lib/papers';
import { reviewPdf } from '../../lib/pdf/reviewPdf';
import { reviewRef } from '../../lib/reviews';
import { storePaths } from '../../lib/storePaths';

export const submitReview = handles('submitReview', async ({ body, caller }) => {
  const { articleId, ...form } = body;
  const paperId = checkPaperId(articleId);
  const review = reviewContent(form);
  const paper = await loadPaper(paperId);
  if (!isAdmin(caller)) {
    if (!caller.emailVerified) throw forbidden(Messages.verifyEmailFirst);
    if (!isAssignedReviewer(caller, paper)) throw forbidden(Messages.notAssignedReviewer);
  }
  if (!isStatus(paper.status, PaperStatus.UnderReview)) throw conflict(Messages.transitionRefused('review', paper.status));

  const storePath = storePaths.newReviewPdf(paperId);
  await fileStore().save(storePath, await reviewPdf(paperId, paper.title, review), 'application/pdf');
  let previousStorePath: string | null | undefined;
  try {
    previousStorePath = await db.runTransaction(async (transaction) => {
      const [paperSnapshot, reviewSnapshot] = await Promise.all([transaction.get(paperRef(paperId)), transaction.get(reviewRef(paperId))]);
      const current = paperSnapshot.data();
      if (!current) throw notFound(Messages.paperNotFound(paperId));
      const existing = reviewSnapshot.data();
      if (existing?.status === ReviewStatus.Published) throw conflict(Messages.reviewPublishedLocked);
      if (!isStatus(current.status, PaperStatus.UnderReview)) throw conflict(Messages.transitionRefused('review', current.status));
      if (!isAdmin(caller) && current.reviewerEmail !== caller.email) throw forbidden(Messages.notAssignedReviewer);
      if (!current.reviewerEmail) throw badRequest(Messages.notAssignedReviewer);
      const now = new Date().toISOString();
      const doc: ReviewDoc = {
        ...review!,
        paperId,
        articleTitle: current.title,
        reviewerEmail: current.reviewerEmail,
        updatedBy: isAdmin(caller) ? 'admin' : caller.email,
        status: ReviewStatus.Submitted,
        pdfPath: fileUrl('comments', paperId, 'pdf'),
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
      };
      transaction.set(reviewRef(paperId), doc);
      transaction.update(paperRef(paperId), { reviewPdfPath: doc.pdfPath, reviewPdfStorePath: storePath, lastUpdatedOn: now });
      return current.reviewPdfStorePath;
    });
  } catch (error) {
    await fileStore().remove(storePath).catch(() => undefined);
    throw error;
  }
  if (previousStorePath) await fileStore().remove(previousStorePath).catch(() => undefined);
  return { success: true, message: Messages.reviewSubmitted };
});
