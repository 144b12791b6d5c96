// The conference calendar as the server reads it (config/calendar) and the deadlines it enforces, always
// by the server's clock. No calendar stored means no deadline is enforced (a fresh project before the
// chair sets one).
import { Messages, editionCalendar, extensionCovers, extensionId, formatDeadlineIn, formatInstantIn, submissionWindow, type Calendar, type CalendarValues } from '@confsys/domain';
import { configDocs, documents } from './documents';
import { forbidden } from './errors';

export async function readCalendar(): Promise<Calendar | null> {
  return (await configDocs.calendar.get()).data() ?? null;
}

/** The calendar the emails and receipts name dates from: the stored one, or the edition's until the chair sets one. */
export async function shownCalendar(): Promise<CalendarValues> {
  return (await readCalendar()) ?? editionCalendar;
}

/** The review deadline as the emails write it: "20 Jul 2025, 23:59 IST". */
export function reviewDeadlineText(calendar: CalendarValues): string {
  return formatInstantIn(calendar.reviewDeadline, calendar.timeZone);
}

/**
 * Refuses a submission received after the deadline plus the grace period, unless the author holds an
 * extension that has not ended: 403, naming the deadline as the conference's clock reads it ("Submissions
 * closed on 30 Jun 2025 at 23:59 IST."), or the end of the author's extension. Without a stored calendar
 * nothing closes submissions.
 */
export async function checkSubmissionsOpen(receivedAt: number, authorUid: string): Promise<void> {
  const calendar = await readCalendar();
  if (!calendar || submissionWindow(calendar, receivedAt).open) return;
  const extension = (await documents.extensions.doc(extensionId('author', authorUid)).get()).data();
  if (extensionCovers(extension, receivedAt)) return;
  const closed = Messages.submissionsClosed(formatDeadlineIn(calendar.submissionDeadline, calendar.timeZone));
  throw forbidden(extension ? `${closed} ${Messages.extensionEnded(formatDeadlineIn(extension.until, calendar.timeZone))}` : closed);
}

/**
 * Refuses a change to a submitted paper received after the deadline plus the grace period, unless an
 * extension granted to the paper, or to its author, has not ended: 403 naming the deadline (or the end of
 * the extension that applied). Withdrawing is never refused by the calendar.
 */
export async function checkChangesOpen(receivedAt: number, authorUid: string, paperId: string): Promise<void> {
  const calendar = await readCalendar();
  if (!calendar || submissionWindow(calendar, receivedAt).open) return;
  const [forPaper, forAuthor] = await Promise.all([
    documents.extensions.doc(extensionId('paper', paperId)).get(),
    documents.extensions.doc(extensionId('author', authorUid)).get(),
  ]);
  const extensions = [forPaper.data(), forAuthor.data()].filter((extension) => extension !== undefined);
  if (extensions.some((extension) => extensionCovers(extension, receivedAt))) return;
  const closed = Messages.editingClosed(formatDeadlineIn(calendar.submissionDeadline, calendar.timeZone));
  const latest = extensions.map((extension) => extension.until).sort().at(-1);
  throw forbidden(latest ? `${closed} ${Messages.extensionEnded(formatDeadlineIn(latest, calendar.timeZone))}` : closed);
}
