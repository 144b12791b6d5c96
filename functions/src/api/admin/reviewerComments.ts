// GET /api/admin/reviewercomments: every paper with an assigned reviewer, with its review's state.
import { Collections, type PaperDoc, type ReviewDoc, type ReviewerCommentView } from '@confsys/domain';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/http';

export const reviewerComments: Handler = async () => {
  const [papers, reviews] = await Promise.all([
    db.collection(Collections.papers).where('reviewerId', '!=', null).get(),
    db.collection(Collections.reviews).get(),
  ]);
  const reviewStatus = new Map(reviews.docs.map((doc) => [doc.id, (doc.data() as ReviewDoc).status]));
  const rows: ReviewerCommentView[] = papers.docs.map((doc) => {
    const paper = doc.data() as PaperDoc;
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
};
