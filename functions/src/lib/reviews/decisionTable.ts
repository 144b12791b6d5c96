// One page of the chair's decision table: the papers with a reviewer or a review, each review's state,
// recommendation, confidence and ratings, labelled in the order of assignment, and the summary (the overall
// scores' mean and spread, submitted and assigned counts). The same paging, order, status filter and search
// as getpapers; at most 100 rows. Each row also says how many comments its discussion has and whether it is
// resolved, where the authors' response stands, and the similarity check's figure with its flag.
import { ReviewStatus, type AnswerOf, type Endpoints, type QueryOf, type ReviewerCommentView } from '@confsys/domain';
import { shownCalendar } from '../calendar/calendar';
import { discussionRef, responseRef } from '../discussionStore';
import { readAll } from '../documents';
import { readPaperPage } from '../submissions/paperIndex';
import { scoreReviews } from './reviews';
import { readReviewsOf } from '../reviewStore';
import { overlapFigures } from '../similarity/flags';

/** The page of the decision table the query asks for. */
export async function readDecisionTable(query: QueryOf<(typeof Endpoints)['reviewerComments']>): Promise<AnswerOf<(typeof Endpoints)['reviewerComments']>> {
  const [page, calendar] = await Promise.all([readPaperPage(query, 'in-review'), shownCalendar()]);
  // The page's discussions, responses and reviews (whose scores the table shows): one read of each kind for the whole page.
  const [discussions, responses, reviews, overlaps] = await Promise.all([
    readAll(page.papers.map((paper) => discussionRef(paper.paperId))),
    readAll(page.papers.map((paper) => responseRef(paper.paperId))),
    readReviewsOf(page.papers),
    overlapFigures(page.papers.map((paper) => paper.paperId)),
  ]);
  const reviewerComments: ReviewerCommentView[] = page.papers.map((paper, index) => {
    const paperReviews = reviews.get(paper.paperId) ?? [];
    const { scores, summary } = scoreReviews(paper, paperReviews, calendar.reviewDeadline);
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
      discussion: { comments: discussions[index]?.comments ?? 0, resolved: discussions[index]?.resolved ?? false },
      response: { releasedAt: paper.responseReleasedAt ?? null, submittedAt: responses[index]?.submitted?.at ?? null },
      similarity: overlaps[index]?.similarity ?? null,
      similarityFlag: overlaps[index]?.flag ?? null,
    };
  });
  return { reviewerComments, next: page.next, total: page.total, reviewersPerPaper: page.reviewersPerPaper };
}
