// The calendar's values as the public pages and the emails read them: the edition's planned calendar,
// the conference's days, the Important Dates and the submission window. Kept apart from the calendar's
// schema (calendar.ts), so the public pages show the calendar without loading zod; the dates themselves
// are formatted by dates.ts.
import { formatDayIn, formatDaysIn } from '../dates';

/** The calendar's values as stored (instants in UTC): what the public pages and the emails read. */
export interface CalendarValues {
  timeZone: string;
  abstractDeadline?: string | null;
  submissionDeadline: string;
  graceMinutes: number;
  biddingOpen?: string | null;
  biddingClose?: string | null;
  reviewDeadline: string;
  responseOpen?: string | null;
  responseClose?: string | null;
  notificationDate: string;
  cameraReadyDeadline: string;
  earlyRegistrationDeadline?: string | null;
  registrationDeadline: string;
  conferenceStart: string;
  conferenceEnd: string;
}

/**
 * The calendar this edition was planned with. The prerendered public pages show it until the current
 * calendar (GET /api/public/calendar) arrives; the server enforces only the stored one.
 */
export const editionCalendar: CalendarValues = {
  timeZone: 'Asia/Kolkata',
  abstractDeadline: null,
  submissionDeadline: '2025-06-30T18:29:00.000Z',
  graceMinutes: 0,
  reviewDeadline: '2025-07-20T18:29:00.000Z',
  notificationDate: '2025-07-30T04:30:00.000Z',
  cameraReadyDeadline: '2025-08-15T18:29:00.000Z',
  registrationDeadline: '2025-08-25T18:29:00.000Z',
  conferenceStart: '2025-09-18T03:30:00.000Z',
  conferenceEnd: '2025-09-19T12:30:00.000Z',
};

/** The conference's days: "18-19 Sep 2025". */
export function conferenceDaysOf(calendar: CalendarValues): string {
  return formatDaysIn(calendar.conferenceStart, calendar.conferenceEnd, calendar.timeZone);
}

/** The public pages' Important Dates, each a label and its day in the conference's zone. */
export function importantDatesOf(calendar: CalendarValues): Array<{ label: string; date: string }> {
  const day = (iso: string) => formatDayIn(iso, calendar.timeZone);
  return [
    ...(calendar.abstractDeadline ? [{ label: 'Abstract registration', date: day(calendar.abstractDeadline) }] : []),
    { label: 'Paper submission deadline', date: day(calendar.submissionDeadline) },
    { label: 'Notification of acceptance', date: day(calendar.notificationDate) },
    { label: 'Camera-ready deadline', date: day(calendar.cameraReadyDeadline) },
    { label: 'Registration deadline', date: day(calendar.registrationDeadline) },
    { label: 'Conference dates', date: conferenceDaysOf(calendar) },
  ];
}

/** Where the submission window stands at a moment: when it closes (deadline plus grace), whether it is open, and how long is left. */
export function submissionWindow(calendar: Pick<CalendarValues, 'submissionDeadline' | 'graceMinutes'>, now: number): { closesAt: number; open: boolean; left: number } {
  const closesAt = Date.parse(calendar.submissionDeadline) + calendar.graceMinutes * 60_000;
  return { closesAt, open: now <= closesAt, left: Math.max(0, closesAt - now) };
}

/** What the public pages say for a new edition whose chair has not set its dates yet (kept here, beside the dates, out of the messages module the public pages do not load). */
export const datesToBeAnnounced = 'Dates to be announced';
export const editionDatesToBeAnnounced = (edition: string) => `The dates of ${edition} are to be announced.`;

/** The conference's days as the public pages announce them: "18-19 Sep 2025", or that they are to be announced (no calendar). */
export function announcedDaysOf(calendar: CalendarValues | null): string {
  return calendar ? conferenceDaysOf(calendar) : datesToBeAnnounced;
}
