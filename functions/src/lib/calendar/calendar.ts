// The conference calendar as the server reads it (config/calendar) and the deadlines it enforces, always
// by the server's clock. No calendar stored means no deadline is enforced (a fresh project before the
// chair sets one).
import { Messages, calendarWindow, editionCalendar, extensionCovers, extensionId, formatDeadlineIn, latestExtension, formatInstantIn, submissionWindow, type Calendar, type CalendarValues, type CalendarWindowName } from '@confsys/domain';
import { configDocs, documents, readAll } from '../documents';
import { forbidden } from '../errors';

/** What a request outside each window is told: not planned, when it opens, when it closed. */
const windowRefusals: Record<CalendarWindowName, { notPlanned: string; notYetOpen: (opens: string) => string; closed: (closed: string) => string }> = {
  bidding: { notPlanned: Messages.biddingNotPlanned, notYetOpen: Messages.biddingNotYetOpen, closed: Messages.biddingClosed },
  response: { notPlanned: Messages.responseNotPlanned, notYetOpen: Messages.responseNotYetOpen, closed: Messages.responseClosed },
};

/** Refuses (403) a request outside one of the calendar's windows at `now`, naming when it opens or when it closed. */
export function checkWindowOpen(calendar: CalendarValues | null, name: CalendarWindowName, now: number): void {
  const window = calendarWindow(calendar, name, now);
  const refusal = windowRefusals[name];
  if (window.state === 'open') return;
  if (window.state === 'unplanned' || !window.opensAt || !window.closesAt) throw forbidden(refusal.notPlanned);
  if (window.state === 'notYetOpen') throw forbidden(refusal.notYetOpen(formatDeadlineIn(window.opensAt, window.timeZone)));
  throw forbidden(refusal.closed(formatDeadlineIn(window.closesAt, window.timeZone)));
}

/** Refuses (403) a registration or payment after the calendar's registration deadline, by the server's clock. */
export function checkRegistrationOpen(calendar: Calendar | null, receivedAt: number): void {
  if (calendar && receivedAt > Date.parse(calendar.registrationDeadline)) throw forbidden(Messages.registrationClosed(formatDeadlineIn(calendar.registrationDeadline, calendar.timeZone)));
}

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
 * Refuses a request received after the deadline plus the grace period unless one of the extensions named
 * has not ended: 403 with `closed` naming the deadline as the conference's clock reads it, and the end of
 * the latest extension that no longer applies. Without a stored calendar nothing closes.
 */
async function checkDeadline(receivedAt: number, extensionIds: readonly string[], closed: (deadline: string) => string): Promise<void> {
  const calendar = await readCalendar();
  if (!calendar || submissionWindow(calendar, receivedAt).open) return;
  const latest = latestExtension(...(await readAll(extensionIds.map((id) => documents.extensions.doc(id)))));
  if (extensionCovers(latest, receivedAt)) return;
  const message = closed(formatDeadlineIn(calendar.submissionDeadline, calendar.timeZone));
  throw forbidden(latest ? `${message} ${Messages.extensionEnded(formatDeadlineIn(latest.until, calendar.timeZone))}` : message);
}

/** A new paper: open until the deadline plus grace, or the end of the author's extension ("Submissions closed on 30 Jun 2025 at 23:59 IST."). */
export function checkSubmissionsOpen(receivedAt: number, authorUid: string): Promise<void> {
  return checkDeadline(receivedAt, [extensionId('author', authorUid)], Messages.submissionsClosed);
}

/** A change to a submitted paper: the same deadline, or the end of the paper's or its author's extension. Withdrawing is never refused by the calendar. */
export function checkChangesOpen(receivedAt: number, authorUid: string, paperId: string): Promise<void> {
  return checkDeadline(receivedAt, [extensionId('paper', paperId), extensionId('author', authorUid)], Messages.editingClosed);
}
