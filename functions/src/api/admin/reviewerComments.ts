// GET /api/admin/reviewercomments: every paper with an assigned reviewer, with its review's state.
import type { ReviewerCommentView } from '@confsys/domain';
import { documents } from '../../lib/documents';
import { handles } from '../../lib/http';

export const reviewerComments = handles('reviewerComments', async () => {
  const [papers, reviews] = await Promise.all([
    documents.papers.where('reviewerId', '!=', null).get(),
    documents.reviews.get(),
  ]);
  const reviewStatus = new Map(reviews.docs.map((doc) => [doc.id, doc.data().status]));
  const rows: ReviewerCommentView[] = papers.docs.map((doc) => {
    const paper = doc.data();
    return {
      _id: paper.paperId,
      paperTitle: paper.title,
      reviewerName: paper.reviewerName,
      status: paper.status,
      pdfPath: paper.reviewPdfPath,
      reviewStatus: reviewStatus.get(doc.id) ?? null,
    };
  });
  rows.sort((a, b) => a._id.localeCompare(b._id));
  return { reviewerComments: rows };
});
