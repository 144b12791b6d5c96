// GET /api/admin/getpapers: every paper with its reviewers (and each review's state) and authors, for the
// admin's paper grid, and the reviewers each paper should have.
import { reviewDocId, type AdminPaperView, type ReviewDoc } from '@confsys/domain';
import { documents } from '../../lib/documents';
import { handles } from '../../lib/http';
import { readReviewSettings, reviewState } from '../../lib/reviews';

export const getPapers = handles('getPapers', async () => {
  const [papers, manuscripts, reviews, settings] = await Promise.all([documents.papers.get(), documents.manuscripts.get(), documents.reviews.get(), readReviewSettings()]);
  const authorsById = new Map(manuscripts.docs.map((doc) => [doc.id, doc.data().authors]));
  const reviewsById = new Map<string, ReviewDoc>(reviews.docs.map((doc) => [doc.id, doc.data()]));
  const views: AdminPaperView[] = papers.docs.map((doc) => {
    const paper = doc.data();
    return {
      paperId: paper.paperId,
      title: paper.title,
      status: paper.status,
      reviewers: paper.reviewers.map(({ reviewerId, name }) => ({ reviewerId, name, state: reviewState(reviewsById.get(reviewDocId(paper.paperId, reviewerId))) })),
      submittedReviews: paper.submittedReviews,
      authors: authorsById.get(doc.id) ?? [],
      submissionDate: paper.submissionDate,
      fileUrl: paper.manuscriptPath,
      reviewPdfPath: paper.reviewPdfPath,
    };
  });
  views.sort((a, b) => a.paperId.localeCompare(b.paperId));
  return { papers: views, reviewersPerPaper: settings.reviewersPerPaper };
});
