// GET /api/admin/reviewercomments: one page of the chair's decision table: the papers with a reviewer
// or a review, each review's state, recommendation, confidence and ratings, labelled in the order of
// assignment, and the summary (the overall scores' mean and spread, submitted and assigned counts).
// The same paging, order, status filter and search as getpapers; at most 100 rows.
import { ReviewStatus, type ReviewDoc, type ReviewerCommentView } from '@confsys/domain';
import { documents } from '../../lib/documents';
import { handles } from '../../lib/http';
import { countPapers, paperListRequest, paperPage, readPapers } from '../../lib/paperIndex';
import { readReviewSettings, scoreReviews } from '../../lib/reviews';

/** Firestore's limit on the values of one `in` condition. */
const inLimit = 30;

/** Every review of the papers, kept ones too, by paper (a few reads of at most 30 papers each). */
async function reviewsOf(paperIds: readonly string[]): Promise<Map<string, ReviewDoc[]>> {
  const groups: string[][] = [];
  for (let start = 0; start < paperIds.length; start += inLimit) groups.push(paperIds.slice(start, start + inLimit));
  const snapshots = await Promise.all(groups.map((group) => documents.reviews.where('paperId', 'in', group).get()));
  const byPaper = new Map<string, ReviewDoc[]>();
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const review = doc.data();
    byPaper.set(review.paperId, [...(byPaper.get(review.paperId) ?? []), review]);
  }
  return byPaper;
}

export const reviewerComments = handles('reviewerComments', async ({ query }) => {
  const request = { ...paperListRequest(query), show: 'in-review' as const };
  const { reviewersPerPaper } = await readReviewSettings();
  const [page, total] = await Promise.all([paperPage(request, reviewersPerPaper), countPapers(request, reviewersPerPaper)]);
  const paperIds = page.entries.map((entry) => entry.paperId);
  const [rows, byPaper] = await Promise.all([readPapers(paperIds), reviewsOf(paperIds)]);
  const reviewerComments: ReviewerCommentView[] = rows.map(({ paper }) => {
    const paperReviews = byPaper.get(paper.paperId) ?? [];
    const { scores, summary } = scoreReviews(paper, paperReviews);
    const sent = paperReviews.some((review) => review.status === ReviewStatus.Published);
    return {
      _id: paper.paperId,
      paperTitle: paper.title,
      reviewerName: paper.reviewers.length > 0 ? paper.reviewers.map((assignment) => assignment.name).join('; ') : null,
      status: paper.status,
      pdfPath: paper.reviewPdfPath,
      reviewStatus: sent ? ReviewStatus.Published : summary.submitted > 0 ? ReviewStatus.Submitted : null,
      reviews: scores,
      summary,
    };
  });
  return { reviewerComments, next: page.next, total, reviewersPerPaper };
});
