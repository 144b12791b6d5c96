// POST /api/admin/reminders: queues a reminder to each of the previewed reviewers who still has a review
// missing.
import { Messages } from '@confsys/domain';
import { db } from '../../lib/admin';
import { badRequest, conflict } from '../../lib/errors';
import { handles } from '../../lib/http';
import { reviewDeadlineText, shownCalendar } from '../../lib/calendar/calendar';
import { openOutbox } from '../../lib/mail/outbox';
import { reminderMail, remindersDue } from '../../lib/mail/reminders';

export const sendReminders = handles('sendReminders', async ({ body }) => {
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
});
