// One review's own due date, stored on the reviewer's assignment to the paper (a reviewer who joined late,
// or asked for a few more days), or cleared so the calendar's review deadline applies again. Written with
// its audit entry in one transaction.
import { Messages, PaperStatus, type AnswerOf, type Endpoints, type JsonBodyOf, dueDateOf, formatInstantIn, isStatus } from '@confsys/domain';
import { db } from '../admin';
import { recordAudit } from '../audit/audit';
import { shownCalendar } from '../calendar/calendar';
import { badRequest, conflict, notFound } from '../errors';
import { updatePaper } from '../submissions/paperIndex';
import { paperRef } from '../papers';
import type { Caller } from '../auth';

/** Sets or clears the due date of the reviewer `reviewerId` on the paper, and says what it is now. */
export async function setReviewDueDate(paperId: string, reviewerId: string, body: JsonBodyOf<(typeof Endpoints)['setReviewDue']>, caller: Caller): Promise<AnswerOf<(typeof Endpoints)['setReviewDue']>> {
  const at = new Date();
  if (body.dueAt !== null && Date.parse(body.dueAt) <= at.getTime()) throw badRequest(Messages.dueAtPast, { dueAt: Messages.dueAtPast });
  const calendar = await shownCalendar();
  const outcome = await db.runTransaction(async (transaction) => {
    const paper = (await transaction.get(paperRef(paperId))).data();
    if (!paper) throw notFound(Messages.paperNotFound(paperId));
    const assignment = paper.reviewers.find((candidate) => candidate.reviewerId === reviewerId);
    if (!assignment) throw notFound(Messages.notThisPapersReviewer);
    if (!isStatus(paper.status, PaperStatus.UnderReview)) throw conflict(Messages.transitionRefused('set a due date on', paper.status));
    const before = assignment.dueAt ?? null;
    if (before === body.dueAt) return { name: assignment.name, changed: false };
    const reviewers = paper.reviewers.map((candidate) => (candidate === assignment ? { ...candidate, dueAt: body.dueAt } : candidate));
    updatePaper(transaction, paper, { reviewers, lastUpdatedOn: at.toISOString() });
    recordAudit(transaction, caller, { action: 'review.due', target: `paper:${paperId}`, before: { reviewerId, dueAt: before }, after: { reviewerId, dueAt: body.dueAt } }, at);
    return { name: assignment.name, changed: true };
  });
  if (!outcome.changed) return { success: true, message: Messages.dueAtUnchanged };
  const due = formatInstantIn(dueDateOf({ dueAt: body.dueAt }, calendar.reviewDeadline), calendar.timeZone);
  return { success: true, message: body.dueAt === null ? Messages.dueAtCleared(outcome.name, due) : Messages.dueAtSet(outcome.name, due) };
}
