// Dates of the calendar as people read them, in the conference's time zone (and the viewer's where it
// differs), from Intl's time zone data. Kept apart from the calendar's schema (calendar.ts), so the
// public pages show the calendar without loading zod.

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const formats = new Map<string, Intl.DateTimeFormat>();

function partsIn(iso: string, timeZone: string): Record<string, string> {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return { ...parts, timeZoneName: zoneAbbreviation(iso, timeZone) };
}

const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();
/** The locales whose short zone names people read: India's (IST), then the US's (EDT, PST), then Britain's (CET, BST). */
const zoneNameLocales = ['en-IN', 'en-US', 'en-GB'] as const;

/** The zone's short name at that instant as people write it ("IST", "EDT", "CEST"), or its offset ("GMT+9") where no locale has one. */
export function zoneAbbreviation(iso: string, timeZone: string): string {
  let first = '';
  for (const locale of zoneNameLocales) {
    const key = `${locale} ${timeZone}`;
    let format = zoneNameFormats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
      zoneNameFormats.set(key, format);
    }
    const name = format.formatToParts(new Date(iso)).find((part) => part.type === 'timeZoneName')?.value ?? '';
    if (name !== '' && !/^GMT[+-]/.test(name)) return name;
    first ||= name;
  }
  return first;
}

/** An instant's day in a zone: "30 Jun 2025". */
export function formatDayIn(iso: string, timeZone: string): string {
  const parts = partsIn(iso, timeZone);
  return `${Number(parts.day)} ${months[Number(parts.month) - 1]} ${parts.year}`;
}

/** An instant in a zone with the zone's abbreviation: "30 Jun 2025, 23:59 IST". */
export function formatInstantIn(iso: string, timeZone: string): string {
  const parts = partsIn(iso, timeZone);
  return `${formatDayIn(iso, timeZone)}, ${parts.hour}:${parts.minute} ${parts.timeZoneName}`;
}

/** The same instant for a viewer elsewhere: "20:29 in your time zone" (with the day when it differs), or null where the clocks agree. */
export function viewerTimeOf(iso: string, timeZone: string, viewerZone: string): string | null {
  const conference = partsIn(iso, timeZone);
  const viewer = partsIn(iso, viewerZone);
  if (conference.hour === viewer.hour && conference.minute === viewer.minute && conference.day === viewer.day) return null;
  const day = conference.day === viewer.day ? '' : `${formatDayIn(iso, viewerZone)}, `;
  return `${day}${viewer.hour}:${viewer.minute} in your time zone`;
}

/** A deadline as a sentence names it: "30 Jun 2025 at 23:59 IST". */
export function formatDeadlineIn(iso: string, timeZone: string): string {
  const parts = partsIn(iso, timeZone);
  return `${formatDayIn(iso, timeZone)} at ${parts.hour}:${parts.minute} ${parts.timeZoneName}`;
}

/** A range of days in a zone: "18-19 Sep 2025", "30 Sep-1 Oct 2025", or one day. */
export function formatDaysIn(startIso: string, endIso: string, timeZone: string): string {
  const start = partsIn(startIso, timeZone);
  const end = partsIn(endIso, timeZone);
  const endText = formatDayIn(endIso, timeZone);
  if (start.year === end.year && start.month === end.month) return start.day === end.day ? endText : `${Number(start.day)}-${endText}`;
  if (start.year === end.year) return `${Number(start.day)} ${months[Number(start.month) - 1]}-${endText}`;
  return `${formatDayIn(startIso, timeZone)}-${endText}`;
}

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

/** How long until a moment, as a person says it: "3 days 4 hours", "5 hours 12 minutes", "45 minutes", "less than a minute". */
export function timeLeftText(milliseconds: number): string {
  const minutes = Math.floor(milliseconds / 60_000);
  if (minutes < 1) return 'less than a minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  if (days > 0) return hours > 0 ? `${unit(days, 'day')} ${unit(hours, 'hour')}` : unit(days, 'day');
  if (hours > 0) return rest > 0 ? `${unit(hours, 'hour')} ${unit(rest, 'minute')}` : unit(hours, 'hour');
  return unit(rest, 'minute');
}

/** Where the submission window stands at a moment: when it closes (deadline plus grace), whether it is open, and how long is left. */
export function submissionWindow(calendar: Pick<CalendarValues, 'submissionDeadline' | 'graceMinutes'>, now: number): { closesAt: number; open: boolean; left: number } {
  const closesAt = Date.parse(calendar.submissionDeadline) + calendar.graceMinutes * 60_000;
  return { closesAt, open: now <= closesAt, left: Math.max(0, closesAt - now) };
}
