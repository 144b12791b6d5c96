// One page of the chair's papers list, with each paper's reviewers and the state and due date of each
// review, its authors, and whether publishing it waits for a registered author. With the reviews, which it
// reads (the papers' index it pages is the submissions').
import { Messages, requiresRegisteredAuthor, reviewDue, type AnswerOf, type Endpoints, type QueryOf, type AdminPaperView } from '@confsys/domain';
import { shownCalendar } from '../calendar/calendar';
import { configDocs, readAll } from '../documents';
import { readPaperPage } from '../submissions/paperIndex';
import { manuscriptRef } from '../papers';
import { assignmentReviewsOf, reviewState } from '../reviewStore';
import { integrityFlags } from '../similarity/flags';

/** The page of the papers list the query asks for. */
export async function readPaperListPage(query: QueryOf<(typeof Endpoints)['getPapers']>): Promise<AnswerOf<(typeof Endpoints)['getPapers']>> {
  const [page, calendar, fees] = await Promise.all([readPaperPage(query), shownCalendar(), configDocs.fees.get()]);
  const needsRegistration = requiresRegisteredAuthor(fees.data());
  // Each row's reviews as its paper records them: no review is read (but on papers from before the record).
  const [manuscripts, reviewOf] = await Promise.all([readAll(page.papers.map((paper) => manuscriptRef(paper.paperId))), assignmentReviewsOf(page.papers)]);
  const integrity = await integrityFlags(page.papers);
  const now = Date.now();
  const papers: AdminPaperView[] = page.papers.map((paper, position) => ({
    paperId: paper.paperId,
    title: paper.title,
    status: paper.status,
    reviewers: paper.reviewers.map((assignment) => {
      const review = reviewOf(paper, assignment);
      return { reviewerId: assignment.reviewerId, name: assignment.name, state: reviewState(review), ...reviewDue(assignment, review, calendar.reviewDeadline, now) };
    }),
    submittedReviews: paper.submittedReviews,
    authors: manuscripts[position]?.authors ?? [],
    submissionDate: paper.submissionDate,
    fileUrl: paper.manuscriptPath,
    reviewPdfPath: paper.reviewPdfPath,
    publishBlocked: needsRegistration && !paper.registeredAuthor ? Messages.publishNeedsRegistration(paper.paperId) : null,
    similarity: integrity[position]?.similarity ?? null,
    flags: integrity[position]?.flags ?? [],
  }));
  return { papers, next: page.next, total: page.total, reviewersPerPaper: page.reviewersPerPaper };
}
