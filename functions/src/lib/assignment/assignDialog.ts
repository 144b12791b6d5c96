// The assign dialog's data: the paper's reviewers in order (with the override of any assigned despite a
// conflict) and, as candidates, their records, then one page of the reviewer records the search matches
// (paged like getreviewers). Each candidate comes with the number of papers under review they are assigned
// (the counters' reviewerLoad, kept by the papers trigger: one read, whatever the number of papers) and
// their conflicts of interest with this paper, each with its reason.
import { paperConflicts, reviewDue, type AnswerOf, type Endpoints, type QueryOf, type AssignmentCandidate, type ReviewerDoc } from '@confsys/domain';
import { declaredConflicts } from './assignments';
import { readAll } from '../documents';
import { shownCalendar } from '../calendar/calendar';
import { loadManuscript, loadPaper } from '../papers';
import { readReviewerPage, reviewerRef } from '../committee/reviewers';
import { readPaperReviews, readReviewSettings, reviewState } from '../reviewStore';
import { readStats } from '../dashboard/stats';

/** The dialog's data for the paper the address names, with the page of candidates the query asks for. */
export async function readAssignDialog(paperIdParameter: string, query: QueryOf<(typeof Endpoints)['paperAssignment']>): Promise<AnswerOf<(typeof Endpoints)['paperAssignment']>> {
  const paper = await loadPaper(paperIdParameter);
  const [manuscript, reviews, declared, page, current, stats, settings, calendar] = await Promise.all([
    loadManuscript(paper.paperId),
    readPaperReviews(paper),
    declaredConflicts(paper.paperId),
    readReviewerPage(query, { searchEmails: true }),
    readAll(paper.reviewerIds.map(reviewerRef)),
    readStats(),
    readReviewSettings(),
    shownCalendar(),
  ]);
  const candidate = (reviewer: ReviewerDoc): AssignmentCandidate => ({
    id: reviewer.id,
    name: reviewer.name,
    affiliation: reviewer.affiliation,
    load: stats.reviewerLoad[reviewer.id] ?? 0,
    conflicts: paperConflicts(reviewer, manuscript, declared.has(reviewer.id)),
  });
  return {
    paperId: paper.paperId,
    status: paper.status,
    reviewersPerPaper: settings.reviewersPerPaper,
    assigned: paper.reviewers.map((assignment) => {
      const review = reviews.find((candidate) => candidate.reviewerId === assignment.reviewerId);
      const { reviewerId, name, override } = assignment;
      return {
        reviewerId,
        name,
        state: reviewState(review),
        ...reviewDue(assignment, review, calendar.reviewDeadline),
        ...(override ? { override: { reason: override.reason, conflicts: override.conflicts } } : {}),
      };
    }),
    current: current.filter((reviewer) => reviewer !== undefined).map(candidate),
    candidates: page.reviewers.map(candidate),
    next: page.next,
    total: page.total,
  };
}
