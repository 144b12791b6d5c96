// Reminding the authors of papers that miss something for the proceedings: with preview, who would get
// which reminder; without, the emails queued, each batch with the records' reminder time and its audit entry.
import { Messages, SitePages, type AnswerOf, type Endpoints, type JsonBodyOf, formatDeadlineIn, proceedingsPartLabels } from '@confsys/domain';
import { db } from '../admin';
import { recordAudit } from '../audit/audit';
import { readCalendar } from '../calendar/calendar';
import { documents, readAll } from '../documents';
import { openOutbox } from '../mail/outbox';
import { everyAuthor } from '../mail/paperMail';
import { siteLink } from '../mail/settings';
import { mailTemplates } from '../mail/templates';
import { emptyRecord, proceedingsRef, readVolume } from './records';
import { remindersPerBatch } from './chairScreen';
import { volumeChanged } from '../volumeChanges';
import type { Caller } from '../auth';

/** Previews or queues the reminders the request names (every paper missing something, or the papers named). */
export async function remindProceedingsAuthors(body: JsonBodyOf<(typeof Endpoints)['proceedingsReminders']>, caller: Caller): Promise<AnswerOf<(typeof Endpoints)['proceedingsReminders']>> {
  const [volume, calendar] = await Promise.all([readVolume(), readCalendar()]);
  const wanted = body.paperIds ? new Set(body.paperIds) : null;
  const chosen = volume.entries.filter((entry) => entry.missing.length > 0 && (!wanted || wanted.has(entry.record.paperId)));
  const users = await readAll(chosen.map((entry) => documents.users.doc(entry.manuscript.authorId)));
  const reminders = chosen.map((entry, index) => ({
    paperId: entry.record.paperId,
    title: entry.record.title,
    to: [...new Set(everyAuthor(entry.manuscript, users[index]?.email ?? null).map((address) => address.trim().toLowerCase()))],
    missing: entry.missing,
  }));
  if (body.preview) return { preview: true, reminders, message: Messages.proceedingsReminderPreview(reminders.length) };

  const outbox = await openOutbox();
  const deadline = calendar ? formatDeadlineIn(calendar.cameraReadyDeadline, calendar.timeZone) : 'not set yet';
  const now = new Date().toISOString();
  for (let start = 0; start < reminders.length; start += remindersPerBatch) {
    const part = reminders.slice(start, start + remindersPerBatch);
    await db.runTransaction(async (transaction) => {
      const records = await transaction.getAll(...part.map((reminder) => proceedingsRef(reminder.paperId)));
      part.forEach((reminder, index) => {
        outbox.queue(transaction, {
          to: reminder.to,
          paperId: reminder.paperId,
          mail: mailTemplates.proceedingsReminder({
            paperId: reminder.paperId,
            title: reminder.title,
            missing: reminder.missing.map((missing) => proceedingsPartLabels[missing]),
            deadline,
            dashboardUrl: siteLink(SitePages.authorDashboard),
          }),
        });
        const record = records[index]!.data();
        transaction.set(proceedingsRef(reminder.paperId), { ...(record ?? emptyRecord(reminder.paperId, now)), remindedAt: now, updatedAt: now });
      });
      volumeChanged(transaction, 'reminders');
      recordAudit(transaction, caller, { action: 'proceedings.remind', target: 'proceedings', before: null, after: { papers: part.map((reminder) => ({ paperId: reminder.paperId, missing: reminder.missing })) } });
    });
  }
  return { preview: false, reminders, message: Messages.proceedingsReminders(reminders.length) };
}
