// The admin's outbox controls: the conference-wide Notifications switch (config/notifications), Resend
// of a message whose delivery failed, and reminders to reviewers whose reviews are missing (a preview of
// who gets one, then the queueing). The Email screen reads the messages themselves through the rules.
import { MailState, Messages, pendingDelivery, reminderPreviewPapers } from '@confsys/domain';
import { db } from '../../lib/admin';
import { configDocs, documents } from '../../lib/documents';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { handles } from '../../lib/http';
import { reviewDeadlineText, shownCalendar } from '../../lib/calendar';
import { notificationsEnabled, openOutbox } from '../../lib/mail/outbox';
import { reminderMail, remindersDue } from '../../lib/mail/reminders';
import { readLastRun, readReminderSettings } from '../../lib/mail/automaticReminders';
import { recordAudit } from '../../lib/audit';

export const notificationSettings = handles('notificationSettings', async () => ({
  notifications: (await notificationsEnabled()) ? ('enabled' as const) : ('disabled' as const),
}));

export const saveNotificationSettings = handles('saveNotificationSettings', async ({ body, caller }) => {
  await db.runTransaction(async (transaction) => {
    const before = (await transaction.get(configDocs.notifications)).data() ?? null;
    transaction.set(configDocs.notifications, body);
    recordAudit(transaction, caller, { action: 'settings.notifications', target: 'settings', before, after: body });
  });
  return { success: true, message: Messages.notificationSettingsSaved(body.notifications === 'enabled') };
});

export const resendMail = handles('resendMail', async ({ params }) => {
  // The router has checked the ID's form (IdFormats.pathParameter).
  const ref = documents.mail.doc(params.mailId ?? '');
  await db.runTransaction(async (transaction) => {
    const mail = (await transaction.get(ref)).data();
    if (!mail) throw notFound(Messages.mailNotFound);
    if (mail.delivery.state !== MailState.Error) throw conflict(Messages.mailNotFailed);
    transaction.update(ref, { delivery: { ...pendingDelivery(new Date().toISOString()), error: mail.delivery.error } });
  });
  return { message: Messages.mailResent };
});

// The preview names each reviewer's first papers only: its answer grows with the reviewers, not the papers.
export const reminderPreview = handles('reminderPreview', async () => ({
  reminders: (await remindersDue()).map((reminder) => ({ ...reminder, missing: reminder.papers.length, papers: reminder.papers.slice(0, reminderPreviewPapers) })),
}));

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

export const automaticReminders = handles('automaticReminders', async () => {
  const [settings, lastRun] = await Promise.all([readReminderSettings(), readLastRun()]);
  return { ...settings, lastRun };
});

export const saveAutomaticReminders = handles('saveAutomaticReminders', async ({ body, caller }) => {
  await db.runTransaction(async (transaction) => {
    const before = (await transaction.get(configDocs.reminders)).data() ?? null;
    transaction.set(configDocs.reminders, body);
    recordAudit(transaction, caller, { action: 'reminders.settings', target: 'reminders', before, after: body });
  });
  return { success: true, message: Messages.reminderSettingsSaved(body.enabled, body.daysBefore) };
});
