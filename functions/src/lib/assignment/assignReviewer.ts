// Assigning reviewers by hand: `{ paperId, reviewerId }` adds one reviewer to a paper (a submitted paper
// goes under review); `{ paperId, reviewerIds }` sets the paper's whole list. A reviewer in conflict of
// interest with the paper is refused with the reasons (409), unless the admin overrides with a written
// reason, which is recorded on the assignment. A removed reviewer's review is deleted, or kept when
// submitted and the admin says so; a review already sent to the author keeps its reviewer. Everything is
// decided and written in one transaction, so concurrent calls never mix lists.
import { Messages, ReviewStatus, type AnswerOf, type Endpoints, type JsonBodyOf, maxReviewersPerPaper, paperConflicts, type Assignment, type ReviewerDoc } from '@confsys/domain';
import { declaredConflicts } from './assignments';
import { assignmentFields, checkPaperId } from '../papers';
import { badRequest, conflict, conflictsOfInterest, notFound } from '../errors';
import { reviewDeadlineText, shownCalendar } from '../calendar/calendar';
import { readComments, removeCommenter } from '../discussionStore';
import { openOutbox } from '../mail/outbox';
import { assignmentMail } from '../mail/paperMail';
import { loadReviewer } from '../committee/reviewers';
import { countSubmitted, isSubmitted, readPaperReviews, recordReviews, reviewRef } from '../reviewStore';
import { transitionPaper } from '../submissions/transitions';
import type { Caller } from '../auth';

/** Adds the reviewer, or sets the reviewers, the request names, and answers the paper's reviewers. */
export async function assignReviewers(body: JsonBodyOf<(typeof Endpoints)['assignReviewer']>, caller: Caller): Promise<AnswerOf<(typeof Endpoints)['assignReviewer']>> {
  const paperId = checkPaperId(body.paperId);
  const requested = body.reviewerIds ? [...new Set(body.reviewerIds.map((id) => id.trim()))] : [(body.reviewerId ?? '').trim()];
  if (requested.length === 0 || requested.includes('')) throw badRequest(Messages.selectReviewer, { reviewerIds: Messages.selectReviewer });
  const records = new Map<string, ReviewerDoc>();
  for (const reviewer of await Promise.all(requested.map(loadReviewer))) records.set(reviewer.id, reviewer);
  // The assignment message names the review deadline as the calendar has it now.
  const calendar = await shownCalendar();
  const record = (id: string): ReviewerDoc => {
    const found = records.get(id);
    if (!found) throw notFound(Messages.reviewerRecordNotFound);
    return found;
  };
  let submittedReviews = 0;

  let reviewers: Assignment[] = [];
  let added: Assignment[] = [];
  const outbox = await openOutbox();
  await transitionPaper(paperId, 'assignReviewer', {
    // The override's written reason, when a reviewer in conflict was assigned, is the entry's reason.
    audit: { caller, action: 'paper.assign', reason: () => body.override?.reason ?? null },
    precondition: async ({ transaction, paper, manuscript }) => {
      const [reviews, declared] = await Promise.all([readPaperReviews(paper, transaction), declaredConflicts(paperId, transaction)]);
      const current = paper.reviewers;
      const kept = body.reviewerIds ? current.filter((assignment) => requested.includes(assignment.reviewerId)) : current;
      const now = new Date().toISOString();
      added = requested
        .filter((id) => !current.some((assignment) => assignment.reviewerId === id))
        .map((id) => ({ reviewerId: id, name: record(id).name, email: record(id).email, assignedAt: now }));
      const next = [...kept, ...added];
      if (next.length > maxReviewersPerPaper) throw badRequest(Messages.tooManyReviewers(maxReviewersPerPaper));

      // Conflicts of interest of each reviewer being added: refused, or assigned with the written reason.
      const conflicts = added
        .map((assignment) => {
          const found = paperConflicts(record(assignment.reviewerId), manuscript, declared.has(assignment.reviewerId));
          return { reviewerId: assignment.reviewerId, name: assignment.name, reasons: found.map((item) => item.reason) };
        })
        .filter((item) => item.reasons.length > 0);
      const override = body.override;
      if (conflicts.length > 0 && !override) throw conflictsOfInterest(Messages.conflictOfInterest(conflicts.map((item) => item.name)), conflicts);
      for (const assignment of added) {
        const found = conflicts.find((item) => item.reviewerId === assignment.reviewerId);
        if (found && override) assignment.override = { reason: override.reason, conflicts: found.reasons, by: caller.email, at: now };
      }

      // The reviews of removed reviewers: deleted, or kept (submitted ones only) when the admin says so;
      // their comments in the discussion go or stay with their review.
      const removed = current.filter((candidate) => !next.includes(candidate));
      const comments = removed.length > 0 ? await readComments(paperId, transaction) : [];
      const deleted = new Set<string>();
      for (const assignment of removed) {
        const review = reviews.find((candidate) => candidate.reviewerId === assignment.reviewerId);
        if (!review) continue;
        if (review.status === ReviewStatus.Published) throw conflict(Messages.reviewAlreadySent);
        const keep = Boolean(body.keepReviews) && isSubmitted(review);
        if (keep) {
          transaction.update(reviewRef(paperId, assignment.reviewerId), { keptAfterRemoval: true });
        } else {
          transaction.delete(reviewRef(paperId, assignment.reviewerId));
          deleted.add(assignment.reviewerId);
        }
        removeCommenter(transaction, comments, assignment.reviewerId, keep);
      }
      const staying = reviews.filter((review) => !deleted.has(review.reviewerId));
      // A reviewer added again finds the review the chair kept when removing them.
      reviewers = recordReviews(next, staying);
      submittedReviews = countSubmitted(staying);
    },
    paperChanges: () => assignmentFields(paperId, reviewers, submittedReviews),
    // Each reviewer added learns of the paper: its title and abstract, never its authors.
    mail: {
      outbox,
      drafts: ({ paper }) => added.map((assignment) => assignmentMail(paper, assignment, reviewDeadlineText(calendar))),
    },
    // Several admins may set one paper's reviewers at once: each waits its turn rather than fail, for as
    // long as the retry budget allows (lib/retryBudget.ts), then 409 with nothing written.
    maxAttempts: 20,
  });

  const message = body.reviewerIds ? Messages.reviewersSet(reviewers.length) : Messages.reviewerAssigned(record(requested[0] ?? '').name);
  return { success: true, message, reviewers: reviewers.map(({ reviewerId, name }) => ({ reviewerId, name })) };
}
