// Emergency reviewers (domain/src/assignment/emergency.ts): the members who could take a paper's overdue
// review, ranked, and the chair's request to one of them: previewed as the message the reviewer will read,
// then applied once, in one transaction that checks again that a review is still overdue, that the
// member is still free of the paper and of conflicts with it, assigns them with the request's due date,
// queues the message, marks the preview applied and writes the audit entry.
import {
  Messages,
  PaperStatus,
  StoredEmergencyRequestSchema,
  dueDateOf,
  emergencyCandidateLimit,
  formatInstantIn,
  maxReviewersPerPaper,
  isStatus,
  paperConflicts,
  rankEmergencyCandidates,
  reviewTiming,
  type Assignment,
  type EmergencyCandidatesAnswer,
  type EmergencyRequest,
  type EmergencyRequestAnswer,
  type ManuscriptDoc,
  type PaperDoc,
  type ReviewDoc,
  type ReviewerDoc,
  type StoredEmergencyRequest,
} from '@confsys/domain';
import type { Caller } from '../auth';
import { shownCalendar } from '../calendar/calendar';
import { readIdentity } from '../conference/identity';
import { loadReviewer, reviewerRef } from '../committee/reviewers';
import { readStats } from '../dashboard/stats';
import { badRequest, conflict, notFound } from '../errors';
import { openOutbox } from '../mail/outbox';
import { assignmentMail } from '../mail/paperMail';
import { renderMail } from '../mail/templates';
import { loadManuscript, loadPaper, assignmentFields } from '../papers';
import { claimPreviewIn, readPreview, savePreview } from '../previewStore';
import { readPaperReviews, recordAddedReviews } from '../reviewStore';
import { transitionPaper } from '../submissions/transitions';
import { declaredConflicts } from './assignments';
import { readAllReviewers } from './bidding';


/** The paper's reviews missing past their due date at `now`. */
function overdueReviews(paper: Pick<PaperDoc, 'reviewers'>, reviews: readonly ReviewDoc[], reviewDeadline: string, now: number) {
  return paper.reviewers.flatMap((assignment) => {
    const dueAt = dueDateOf(assignment, reviewDeadline);
    const review = reviews.find((candidate) => candidate.reviewerId === assignment.reviewerId);
    return reviewTiming(review, dueAt, now) === 'overdue' ? [{ reviewerId: assignment.reviewerId, name: assignment.name, dueAt }] : [];
  });
}

/** The members who may be asked: not reviewing the paper, in no conflict with it. */
function askable(reviewers: readonly ReviewerDoc[], paper: Pick<PaperDoc, 'reviewerIds'>, manuscript: ManuscriptDoc, declared: ReadonlySet<string>): ReviewerDoc[] {
  return reviewers.filter((reviewer) => !paper.reviewerIds.includes(reviewer.id) && paperConflicts(reviewer, manuscript, declared.has(reviewer.id)).length === 0);
}

/** GET .../emergency-reviewers: the paper's overdue reviews and the members to ask, ranked (the first 50). */
export async function readEmergencyCandidates(paperId: string): Promise<EmergencyCandidatesAnswer> {
  const paper = await loadPaper(paperId);
  const [manuscript, reviews, declared, reviewers, stats, calendar] = await Promise.all([
    loadManuscript(paper.paperId),
    readPaperReviews(paper),
    declaredConflicts(paper.paperId),
    readAllReviewers(),
    readStats(),
    shownCalendar(),
  ]);
  const ranked = rankEmergencyCandidates(
    askable(reviewers, paper, manuscript, declared).map((reviewer) => ({
      id: reviewer.id,
      name: reviewer.name,
      affiliation: reviewer.affiliation,
      lateRequests: reviewer.lateRequests === true,
      load: typeof reviewer.load === 'number' ? reviewer.load : null,
      assigned: stats.reviewerLoad?.[reviewer.id] ?? 0,
    })),
  );
  return {
    paperId: paper.paperId,
    title: paper.title,
    overdue: overdueReviews(paper, reviews, calendar.reviewDeadline, Date.now()),
    candidates: ranked.slice(0, emergencyCandidateLimit),
    total: ranked.length,
  };
}

/**
 * Whether `reviewer` may be asked for `paper` now: under review (the transition table says so), with a
 * review overdue, not reviewing it already, no conflict of interest, room for one more reviewer. Each
 * refusal is a 409 naming why.
 */
function checkRequest(paper: PaperDoc, manuscript: ManuscriptDoc, reviews: readonly ReviewDoc[], declared: ReadonlySet<string>, reviewer: ReviewerDoc, reviewDeadline: string): void {
  if (!isStatus(paper.status, PaperStatus.UnderReview)) throw conflict(Messages.transitionRefused('ask an emergency reviewer for', paper.status));
  if (overdueReviews(paper, reviews, reviewDeadline, Date.now()).length === 0) throw conflict(Messages.emergencyNotOverdue(paper.paperId));
  if (paper.reviewerIds.includes(reviewer.id)) throw conflict(Messages.emergencyAlreadyReviewer(reviewer.name));
  const conflicts = paperConflicts(reviewer, manuscript, declared.has(reviewer.id));
  if (conflicts.length > 0) throw conflict(Messages.emergencyConflict(reviewer.name, conflicts.map((found) => found.reason)));
  if (paper.reviewers.length >= maxReviewersPerPaper) throw badRequest(Messages.tooManyReviewers(maxReviewersPerPaper));
}

/** The request's message to the reviewer. */
const requestMail = (paper: PaperDoc, reviewer: Pick<ReviewerDoc, 'name' | 'email'>, due: string, note: string) => assignmentMail(paper, reviewer, due, { note });

/** The preview: every check passes now, and the message as the reviewer will read it. Stored for the caller alone to send. */
export async function previewEmergencyRequest(paperId: string, request: EmergencyRequest, caller: Caller): Promise<EmergencyRequestAnswer> {
  const dueAt = request.dueAt ?? '';
  if (Date.parse(dueAt) <= Date.now()) throw badRequest(Messages.dueAtPast, { dueAt: Messages.dueAtPast });
  const paper = await loadPaper(paperId);
  const [manuscript, reviews, declared, reviewer, calendar, identity] = await Promise.all([
    loadManuscript(paper.paperId),
    readPaperReviews(paper),
    declaredConflicts(paper.paperId),
    loadReviewer(request.reviewerId ?? ''),
    shownCalendar(),
    readIdentity(),
  ]);
  checkRequest(paper, manuscript, reviews, declared, reviewer, calendar.reviewDeadline);
  const due = formatInstantIn(dueAt, calendar.timeZone);
  const note = request.note ?? '';
  const stored: StoredEmergencyRequest = { paperId: paper.paperId, reviewerId: reviewer.id, dueAt, note };
  const saved = await savePreview('emergencyReview', caller, [stored]);
  const rendered = renderMail(requestMail(paper, reviewer, due, note).mail, identity);
  return {
    previewId: saved.id,
    applied: false,
    expiresAt: saved.expiresAt,
    reviewer: { id: reviewer.id, name: reviewer.name, email: reviewer.email },
    dueAt,
    subject: rendered.subject,
    text: rendered.text,
    message: Messages.emergencyPreviewed(reviewer.name, due),
  };
}

/**
 * Sends the caller's preview once: everything the preview checked is checked again in the transaction
 * that assigns the reviewer with the due date, queues the message and marks the preview applied; a
 * refusal (the overdue review came in, a new conflict, the paper left review, the due date passed)
 * writes nothing.
 */
export async function applyEmergencyRequest(paperId: string, previewId: string, caller: Caller): Promise<EmergencyRequestAnswer> {
  const { proposal, items } = await readPreview(previewId, 'emergencyReview', caller, StoredEmergencyRequestSchema);
  const stored = items[0];
  // A preview made for another paper is not this paper's.
  if (!stored || stored.paperId !== paperId) throw notFound(Messages.proposalNotFound);
  if (Date.parse(stored.dueAt) <= Date.now()) throw conflict(Messages.dueAtPast);
  const [calendar, outbox, identity] = await Promise.all([shownCalendar(), openOutbox(), readIdentity()]);
  let reviewer = await loadReviewer(stored.reviewerId);
  const due = formatInstantIn(stored.dueAt, calendar.timeZone);
  let added: Assignment[] = [];
  let rendered = { subject: '', text: '' };
  await transitionPaper(paperId, 'assignReviewer', {
    audit: { caller, action: 'review.emergency', reason: () => `${reviewer.name} asked at short notice, due ${stored.dueAt}${stored.note === '' ? '' : `: ${stored.note}`}` },
    precondition: async ({ transaction, paper, manuscript }) => {
      const [reviews, declared, record] = await Promise.all([readPaperReviews(paper, transaction), declaredConflicts(paper.paperId, transaction), transaction.get(reviewerRef(stored.reviewerId))]);
      // The member as they are now: still on the committee, with their affiliation as it is.
      const current = record.data();
      if (!current) throw notFound(Messages.reviewerRecordNotFound);
      reviewer = { ...current, id: record.id };
      checkRequest(paper, manuscript, reviews, declared, reviewer, calendar.reviewDeadline);
      const assignment: Assignment = { reviewerId: reviewer.id, name: reviewer.name, email: reviewer.email, assignedAt: new Date().toISOString(), dueAt: stored.dueAt };
      added = await recordAddedReviews(paper, [assignment], transaction);
      await claimPreviewIn(transaction, previewId);
    },
    paperChanges: ({ paper }) => assignmentFields(paper.paperId, [...paper.reviewers, ...added], paper.submittedReviews),
    mail: {
      outbox,
      drafts: ({ paper }) => {
        const draft = requestMail(paper, reviewer, due, stored.note);
        rendered = renderMail(draft.mail, identity);
        return [draft];
      },
    },
    maxAttempts: 20,
  });
  return {
    previewId,
    applied: true,
    expiresAt: proposal.expiresAt,
    reviewer: { id: reviewer.id, name: reviewer.name, email: reviewer.email },
    dueAt: stored.dueAt,
    subject: rendered.subject,
    text: rendered.text,
    message: Messages.emergencySent(reviewer.name, paperId, due),
  };
}
