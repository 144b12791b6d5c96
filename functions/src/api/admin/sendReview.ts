// POST /api/admin/sendreview: releases the review to the author: the review locks and the author's
// comments path is set (the author can open it once the paper is decided).
import { Messages, ReviewStatus } from '@confsys/domain';
import { db } from '../../lib/admin';
import { conflict, notFound } from '../../lib/errors';
import { handles } from '../../lib/http';
import { checkPaperId, manuscriptRef, paperRef } from '../../lib/papers';
import { reviewRef } from '../../lib/reviews';

export const sendReview = handles('sendReview', async ({ body }) => {
  const paperId = checkPaperId(body.paperId);
  await db.runTransaction(async (transaction) => {
    const [paper, review] = await Promise.all([transaction.get(paperRef(paperId)), transaction.get(reviewRef(paperId))]);
    if (!paper.exists) throw notFound(Messages.paperNotFound(paperId));
    const current = review.data();
    if (!current || !paper.get('reviewPdfPath')) throw conflict(Messages.reviewPdfMissing);
    const now = new Date().toISOString();
    transaction.update(reviewRef(paperId), { status: ReviewStatus.Published, updatedAt: now });
    transaction.update(manuscriptRef(paperId), { commentsPath: current.pdfPath, lastUpdatedOn: now });
  });
  return { message: Messages.reviewSent };
});
