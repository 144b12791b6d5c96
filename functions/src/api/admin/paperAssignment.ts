// GET /api/admin/papers/{paperId}/assignment: the assign dialog's data: the paper's reviewers in order
// (with the override of any assigned despite a conflict), and every reviewer record with the number of
// papers under review they are assigned (the counters' reviewerLoad, kept by the papers trigger: one
// read, whatever the number of papers) and their conflicts of interest with this paper, each with its reason.
import { findConflicts } from '@confsys/domain';
import { declaredConflicts } from '../../lib/assignments';
import { documents } from '../../lib/documents';
import { handles } from '../../lib/http';
import { loadManuscript, loadPaper } from '../../lib/papers';
import { readPaperReviews, readReviewSettings, reviewState } from '../../lib/reviews';
import { readStats } from '../../lib/stats';

export const paperAssignment = handles('paperAssignment', async ({ params }) => {
  const paper = await loadPaper(params.paperId ?? '');
  const [manuscript, reviews, declared, records, stats, settings] = await Promise.all([
    loadManuscript(paper.paperId),
    readPaperReviews(paper),
    declaredConflicts(paper.paperId),
    documents.reviewers.orderBy('name').get(),
    readStats(),
    readReviewSettings(),
  ]);
  return {
    paperId: paper.paperId,
    status: paper.status,
    reviewersPerPaper: settings.reviewersPerPaper,
    assigned: paper.reviewers.map(({ reviewerId, name, override }) => ({
      reviewerId,
      name,
      state: reviewState(reviews.find((review) => review.reviewerId === reviewerId)),
      ...(override ? { override: { reason: override.reason, conflicts: override.conflicts } } : {}),
    })),
    candidates: records.docs.map((doc) => {
      const reviewer = { ...doc.data(), id: doc.id };
      const conflicts = findConflicts(reviewer, manuscript.authors, { excludedByAuthors: manuscript.excludedReviewers ?? [], declaredByReviewer: declared.has(reviewer.id) });
      return { id: reviewer.id, name: reviewer.name, affiliation: reviewer.affiliation, load: stats.reviewerLoad[reviewer.id] ?? 0, conflicts };
    }),
  };
});
