// The automatic reminders' run (hourly in production, on a timer under npm start): each reviewer with a
// review missing is reminded once when its due date is near (config/reminders' daysBefore) and once after
// it has passed, never twice on one day of the conference's calendar. What was sent is kept in
// meta/reminders in the same transaction that queues the messages, so two runs at once send nothing twice.
// The log's `sent` map grows by one entry per review reminded: about 40 bytes, 25,000 reviews per document.
import { comparePaperIds, ReminderLogSchema, SitePages, defaultReminderSettings, dueDateOf, formatInstantIn, reminderStage, reviewDocId, wallTimeIn, type ReminderLog, type ReminderRun, type ReminderSettings } from '@confsys/domain';
import { db } from '../admin';
import { shownCalendar } from '../calendar/calendar';
import { configDocs, converter, editionMeta } from '../documents';
import { openOutbox } from './outbox';
import { missingReviews } from './reminders';
import { siteLink } from './settings';
import { mailTemplates } from './templates';
import { mailHooks } from './hooks';

export const reminderLogRef = () => editionMeta().doc('reminders').withConverter(converter(ReminderLogSchema));

export async function readReminderSettings(): Promise<ReminderSettings> {
  return (await configDocs.reminders.get()).data() ?? defaultReminderSettings;
}

export async function readLastRun(): Promise<ReminderRun | null> {
  return (await reminderLogRef().get()).data()?.lastRun ?? null;
}

/** One run at `now`: queues the reminders due, records them, and returns the run (null while switched off). */
export async function runAutomaticReminders(now = new Date()): Promise<ReminderRun | null> {
  const settings = await readReminderSettings();
  if (!settings.enabled) return null;
  const [calendar, outbox] = await Promise.all([shownCalendar(), openOutbox()]);
  const today = wallTimeIn(now.toISOString(), calendar.timeZone).slice(0, 10);
  // The missing reviews are read outside the transaction, so a run never holds up reviewers submitting;
  // a review submitted during the run costs at most one needless reminder. The log is what guards.
  const missing = await missingReviews();
  return db.runTransaction(async (transaction) => {
    const log: ReminderLog = (await transaction.get(reminderLogRef())).data() ?? { sent: {}, lastDay: {}, lastRun: null };
    const byReviewer = new Map<string, ReminderRun['reminded'][number]>();
    for (const { paper, assignment } of missing) {
      const dueAt = dueDateOf(assignment, calendar.reviewDeadline);
      const stage = reminderStage(dueAt, settings.daysBefore, now.getTime());
      if (stage === null || (log.sent[reviewDocId(paper.paperId, assignment.reviewerId)] ?? []).includes(stage)) continue;
      const entry = byReviewer.get(assignment.reviewerId) ?? { reviewerId: assignment.reviewerId, name: assignment.name, email: assignment.email, papers: [] };
      entry.papers.push({ paperId: paper.paperId, title: paper.title, dueAt, stage });
      byReviewer.set(assignment.reviewerId, entry);
    }
    // At most one message per reviewer per day: a reviewer already reminded today waits for tomorrow's run.
    const reminded = [...byReviewer.values()].filter((entry) => log.lastDay[entry.reviewerId] !== today);
    for (const entry of reminded) {
      entry.papers.sort((a, b) => a.dueAt.localeCompare(b.dueAt) || comparePaperIds(a.paperId, b.paperId));
      for (const paper of entry.papers) log.sent[reviewDocId(paper.paperId, entry.reviewerId)] = [...(log.sent[reviewDocId(paper.paperId, entry.reviewerId)] ?? []), paper.stage];
      log.lastDay[entry.reviewerId] = today;
      outbox.queue(transaction, {
        to: [entry.email],
        mail: mailTemplates.reminder({
          reviewerName: entry.name,
          papers: entry.papers.map((paper) => ({ paperId: paper.paperId, title: `${paper.title} (${paper.stage === 'overdue' ? 'overdue since' : 'due'} ${formatInstantIn(paper.dueAt, calendar.timeZone)})` })),
          deadline: formatInstantIn(entry.papers[0]!.dueAt, calendar.timeZone),
          dashboardUrl: siteLink(SitePages.reviewerDashboard),
        }),
      });
    }
    const run: ReminderRun = { at: now.toISOString(), reminded };
    transaction.set(reminderLogRef(), { ...log, lastRun: run });
    return run;
  });
}

/** The hourly run: the reviews' reminders, then the committee invitations' (every invitationDays days; 0 or unset: none). */
export async function runScheduledReminders(now = new Date()): Promise<{ reviews: ReminderRun | null; invitations: number }> {
  const reviews = await runAutomaticReminders(now);
  const invitations = await mailHooks().remindInvitees((await readReminderSettings()).invitationDays ?? 0, now);
  return { reviews, invitations };
}
