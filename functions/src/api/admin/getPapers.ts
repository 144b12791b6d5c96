// GET /api/admin/getpapers: one page of papers for the admin's grids (Paper Management, Publication,
// the dashboard's recent papers): each with its reviewers (and each review's state) and authors, in the
// order, filters and search asked for; the cursor of the next page; how many papers match, and how many
// of those each reviewer-state filter keeps. The answer never holds more than the page size (100).
import { reviewDocId, type AdminPaperView, type PaperDoc, type ReviewDoc } from '@confsys/domain';
import { db } from '../../lib/admin';
import { handles } from '../../lib/http';
import { countPapers, paperListRequest, paperPage, readPapers } from '../../lib/paperIndex';
import { readReviewSettings, reviewRef, reviewState } from '../../lib/reviews';

/** The reviews of the papers' assigned reviewers, by review document ID (one read of all of them). */
async function assignedReviews(papers: readonly PaperDoc[]): Promise<Map<string, ReviewDoc>> {
  const refs = papers.flatMap((paper) => paper.reviewerIds.map((reviewerId) => reviewRef(paper.paperId, reviewerId)));
  if (refs.length === 0) return new Map();
  const snapshots = await db.getAll(...refs);
  return new Map(snapshots.flatMap((snapshot) => (snapshot.exists ? [[snapshot.id, snapshot.data() as ReviewDoc] as const] : [])));
}

export const getPapers = handles('getPapers', async ({ query }) => {
  const request = paperListRequest(query);
  const { reviewersPerPaper } = await readReviewSettings();
  const filters = { statuses: request.statuses, token: request.token };
  const [page, total, needsReviewers, reviewsMissing] = await Promise.all([
    paperPage(request, reviewersPerPaper),
    countPapers(request, reviewersPerPaper),
    countPapers({ ...filters, show: 'needs-reviewers' }, reviewersPerPaper),
    countPapers({ ...filters, show: 'reviews-missing' }, reviewersPerPaper),
  ]);
  const rows = await readPapers(page.entries.map((entry) => entry.paperId));
  const reviews = await assignedReviews(rows.map((row) => row.paper));
  const papers: AdminPaperView[] = rows.map(({ paper, manuscript }) => ({
    paperId: paper.paperId,
    title: paper.title,
    status: paper.status,
    reviewers: paper.reviewers.map(({ reviewerId, name }) => ({ reviewerId, name, state: reviewState(reviews.get(reviewDocId(paper.paperId, reviewerId))) })),
    submittedReviews: paper.submittedReviews,
    authors: manuscript?.authors ?? [],
    submissionDate: paper.submissionDate,
    fileUrl: paper.manuscriptPath,
    reviewPdfPath: paper.reviewPdfPath,
  }));
  return { papers, next: page.next, total, counts: { needsReviewers, reviewsMissing }, reviewersPerPaper };
});
