// GET /api/admin/papers/{paperId}/assignment: the assign dialog's data: the paper's reviewers in order
// (with the override of any assigned despite a conflict) and, as candidates, their records, then one page
// of the reviewer records the search matches (paged like getreviewers). Each candidate comes with the
// number of papers under review they are assigned (the counters' reviewerLoad, kept by the papers
// trigger: one read, whatever the number of papers) and their conflicts of interest with this paper,
// each with its reason.
import { paperConflicts, type AssignmentCandidate, type ReviewerDoc } from '@confsys/domain';
import { declaredConflicts } from '../../lib/assignment/assignments';
import { readAll } from '../../lib/documents';
import { shownCalendar } from '../../lib/calendar/calendar';
import { handles } from '../../lib/http';
import { loadManuscript, loadPaper } from '../../lib/papers';
import { readReviewerPage, reviewerRef } from '../../lib/committee/reviewers';
import { reviewDue } from '../../lib/reviews/reviews';
import { readPaperReviews, readReviewSettings, reviewState } from '../../lib/reviewStore';
import { readStats } from '../../lib/dashboard/stats';

export const paperAssignment = handles('paperAssignment', async ({ params, query }) => {
  const paper = await loadPaper(params.paperId ?? '');
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
});
