// Reminding the previewed reviewers who still have a review missing: one message each, listing those
// papers and the deadline; the others are skipped.
import { Messages, type AnswerOf, type Endpoints, type JsonBodyOf } from '@confsys/domain';
import { db } from '../admin';
import { badRequest, conflict } from '../errors';
import { reviewDeadlineText, shownCalendar } from '../calendar/calendar';
import { openOutbox } from './outbox';
import { reminderMail, remindersDue } from './reminders';

/** Queues the reminders to the reviewers named, and answers how many (409 when none has a review missing). */
export async function remindReviewers(body: JsonBodyOf<(typeof Endpoints)['sendReminders']>): Promise<AnswerOf<(typeof Endpoints)['sendReminders']>> {
  const wanted = new Set(body.reviewerIds.map((id) => id.trim()));
  if (wanted.has('')) throw badRequest(Messages.reminderRecipientsList, { reviewerIds: Messages.reminderRecipientsList });
  // Only reviewers the admin saw in the preview, and only while their review is still missing.
  const due = (await remindersDue()).filter((reminder) => wanted.has(reminder.reviewerId));
  if (due.length === 0) throw conflict(Messages.noRemindersDue);
  const outbox = await openOutbox();
  const batch = db.batch();
  const deadline = reviewDeadlineText(await shownCalendar());
  for (const reminder of due) outbox.queue(batch, reminderMail(reminder, deadline));
  await batch.commit();
  return { message: Messages.remindersQueued(due.length), queued: due.length };
}
