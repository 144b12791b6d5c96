// Telling reviewers of the papers an automatic assignment or a bulk action gave them: one message per
// reviewer for the whole action, not one per paper (an assignment of 2,000 papers to 150 reviewers is
// 150 messages, not 6,000). Each pair's notice is written in the transaction that assigns the paper, so
// no assignment is saved without it; once the action's papers are written, each reviewer's notices
// become one message, queued in the batch that deletes them. Notices an action left behind (its process
// stopped mid-way) are sent by the next action or by the scheduled run.
import { AssignmentNoticePaths, AssignmentNoticeSchema, SitePages, type AssignmentNotice, type PaperDoc } from '@confsys/domain';
import type { QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { db } from '../admin';
import { reviewDeadlineText, shownCalendar } from '../calendar/calendar';
import { converter, editionMeta } from '../documents';
import type { Outbox } from '../mail/outbox';
import { assignmentMail } from '../mail/paperMail';
import { siteLink } from '../mail/settings';
import { mailTemplates } from '../mail/templates';

const waitingNotices = () => editionMeta().doc(AssignmentNoticePaths.parentDoc).collection(AssignmentNoticePaths.collection).withConverter(converter(AssignmentNoticeSchema));

/** How long an action's notices may wait before the scheduled run takes them as left behind. */
export const leftBehindMs = 10 * 60_000;

/** In the transaction that assigns `paper` to these reviewers for action `actionId`: each pair's notice. */
export function recordNotices(transaction: Transaction, actionId: string, paper: Pick<PaperDoc, 'paperId' | 'title' | 'abstract'>, assigned: ReadonlyArray<{ reviewerId: string; name: string; email: string }>): void {
  const createdAt = new Date().toISOString();
  for (const { reviewerId, name, email } of assigned) {
    const notice: AssignmentNotice = { actionId, reviewerId, name, email, paperId: paper.paperId, title: paper.title, abstract: paper.abstract, createdAt };
    transaction.set(waitingNotices().doc(`${actionId}_${paper.paperId}_${reviewerId}`), notice);
  }
}

/** Papers per message: the message and the deletion of its notices fit one batch. */
const perMessage = 399;

/** A reviewer's notices as one message: a single paper's message (with its abstract) for one, a list for several. */
function messageFor(notices: readonly AssignmentNotice[], deadline: string) {
  const [first] = notices;
  if (!first) throw new Error('A message of no assignment notice');
  if (notices.length === 1) return assignmentMail(first, first, deadline);
  return {
    to: [first.email],
    mail: mailTemplates.assignments({ reviewerName: first.name, papers: notices.map(({ paperId, title }) => ({ paperId, title })), deadline, dashboardUrl: siteLink(SitePages.reviewerDashboard) }),
  };
}

/**
 * Sends the waiting notices, each reviewer's in one message queued with the deletion of its notices:
 * those of action `actionId`, or (without one) every notice older than `leftBehindMs`. Answers how many
 * messages were queued. Two runs over the same notices send once: a batch that deletes a notice already
 * deleted fails, and its message with it.
 */
export async function sendNotices(outbox: Outbox, deadline: string, which: { actionId: string } | { before: Date }): Promise<number> {
  const found = 'actionId' in which ? await waitingNotices().where('actionId', '==', which.actionId).get() : await waitingNotices().where('createdAt', '<', which.before.toISOString()).get();
  const byReviewer = new Map<string, Array<QueryDocumentSnapshot<AssignmentNotice>>>();
  for (const doc of found.docs) {
    const list = byReviewer.get(doc.data().reviewerId) ?? [];
    list.push(doc);
    byReviewer.set(doc.data().reviewerId, list);
  }
  let queued = 0;
  for (const docs of byReviewer.values()) {
    docs.sort((a, b) => a.data().paperId.localeCompare(b.data().paperId));
    for (let start = 0; start < docs.length; start += perMessage) {
      const part = docs.slice(start, start + perMessage);
      const batch = db.batch();
      // Deleted only if still there: a run that raced this one and sent them makes this batch fail.
      for (const doc of part) batch.delete(doc.ref, { lastUpdateTime: doc.updateTime });
      const id = outbox.queue(batch, messageFor(part.map((doc) => doc.data()), deadline));
      try {
        await batch.commit();
        if (id !== null) queued++;
      } catch (error) {
        console.warn('Assignment notices already sent by another run', error);
      }
    }
  }
  return queued;
}

/** The scheduled run's part: the notices an interrupted action left, with the review deadline as it is now. */
export async function sendLeftBehindNotices(outbox: Outbox, now = new Date()): Promise<number> {
  return sendNotices(outbox, reviewDeadlineText(await shownCalendar()), { before: new Date(now.getTime() - leftBehindMs) });
}
