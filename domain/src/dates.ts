// Every date and time the site shows (the SPA, the emails, the PDFs, the calendar files), in the
// conference's locale (en-IN): "22 Nov 2026", with a time "22 Nov 2026, 07:39", and in a zone with its
// name ("30 Jun 2025, 23:59 IST"), the viewer's clock beside it where it differs. Stored values stay ISO,
// in UTC. The wall-clock times a form takes and gives (a daylight-saving gap refused) are calendarTime.ts's,
// with Temporal; everything here is Intl's time zone data, so the public pages format without loading
// Temporal or zod. The month names are written here rather than taken from
// Intl, whose short names differ between ICU versions ("Sep" or "Sept"), so the prerendered HTML (Node)
// and the browser always agree. parseDateInput reads what a user in India types into a date field.

/** The months as every date the site shows names them, January first. */
export const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function validDay(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function dayText(year: number, month: number, day: number): string {
  return `${day} ${monthNames[month - 1]} ${year}`;
}

/**
 * A stored day (yyyy-mm-dd, or the day an ISO time was stored with) as "22 Nov 2026"; '' for a missing
 * value, the value itself when it is not a date.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return validDay(year, month, day) ? dayText(year, month, day) : value;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment's year, month, day, hour and minute (numbers as text) in a zone, the device's when none is given. */
function clockParts(date: Date, timeZone?: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const key = timeZone ?? '';
  let format = clockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}) });
    clockFormats.set(key, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: parts.year ?? '', month: parts.month ?? '', day: parts.day ?? '', hour: parts.hour ?? '', minute: parts.minute ?? '' };
}

/** A moment as "22 Nov 2026, 07:39" in the user's time zone (a given one in tests); '' when missing. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = clockParts(date, timeZone);
  return `${dayText(Number(parts.year), Number(parts.month), Number(parts.day))}, ${parts.hour}:${parts.minute}`;
}

/** A moment's time of day as "07:39" in the user's time zone (a given one in tests). */
export function formatClockTime(iso: string, timeZone?: string): string {
  const parts = clockParts(new Date(iso), timeZone);
  return `${parts.hour}:${parts.minute}`;
}

/** The time zone of the device the code runs on: the reader's clock, beside the conference's. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
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

/** An instant's day and time in a zone, with the zone's abbreviation. */
function partsIn(iso: string, timeZone: string) {
  return { ...clockParts(new Date(iso), timeZone), timeZoneName: zoneAbbreviation(iso, timeZone) };
}

/** An instant's day in a zone: "30 Jun 2025". */
export function formatDayIn(iso: string, timeZone: string): string {
  const parts = clockParts(new Date(iso), timeZone);
  return dayText(Number(parts.year), Number(parts.month), Number(parts.day));
}

/** An instant in a zone with the zone's abbreviation: "30 Jun 2025, 23:59 IST". */
export function formatInstantIn(iso: string, timeZone: string): string {
  const parts = partsIn(iso, timeZone);
  return `${formatDayIn(iso, timeZone)}, ${parts.hour}:${parts.minute} ${parts.timeZoneName}`;
}

/** The same instant for a viewer elsewhere: "20:29 in your time zone" (with the day when it differs), or null where the clocks agree. */
export function viewerTimeOf(iso: string, timeZone: string, viewerZone: string): string | null {
  const conference = clockParts(new Date(iso), timeZone);
  const viewer = clockParts(new Date(iso), viewerZone);
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
  const start = clockParts(new Date(startIso), timeZone);
  const end = clockParts(new Date(endIso), timeZone);
  const endText = formatDayIn(endIso, timeZone);
  if (start.year === end.year && start.month === end.month) return start.day === end.day ? endText : `${Number(start.day)}-${endText}`;
  if (start.year === end.year) return `${Number(start.day)} ${monthNames[Number(start.month) - 1]}-${endText}`;
  return `${formatDayIn(startIso, timeZone)}-${endText}`;
}

/** An instant's day in a zone as YYYY-MM-DD: the key the programme groups its sessions by. */
export function dayKeyIn(iso: string, timeZone: string): string {
  const parts = clockParts(new Date(iso), timeZone);
  return `${parts.year}-${pad(Number(parts.month))}-${pad(Number(parts.day))}`;
}

/** An instant's time of day in a zone: "09:30". */
function timeIn(iso: string, timeZone: string): string {
  const parts = clockParts(new Date(iso), timeZone);
  return `${parts.hour}:${parts.minute}`;
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant's day in a zone with its weekday: "Thursday 18 Sep 2025". */
export function formatWeekdayIn(iso: string, timeZone: string): string {
  let format = weekdayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long' });
    weekdayFormats.set(timeZone, format);
  }
  return `${format.format(new Date(iso))} ${formatDayIn(iso, timeZone)}`;
}

/** A session's times in a zone with the zone's abbreviation: "09:30-10:30 IST". */
export function timeRangeIn(start: string, end: string, timeZone: string): string {
  return `${timeIn(start, timeZone)}-${timeIn(end, timeZone)} ${zoneAbbreviation(start, timeZone)}`;
}

/**
 * The same times for a viewer elsewhere: "06:00-07:00 CEST in your time zone", with the viewer's day
 * when it is not the conference's ("17 Sep 2025, 23:00-00:00 EDT in your time zone"); null where the
 * clocks agree.
 */
export function viewerRangeOf(start: string, end: string, timeZone: string, viewerZone: string): string | null {
  const sameDay = dayKeyIn(start, timeZone) === dayKeyIn(start, viewerZone);
  if (sameDay && timeIn(start, timeZone) === timeIn(start, viewerZone) && timeIn(end, timeZone) === timeIn(end, viewerZone)) return null;
  const day = sameDay ? '' : `${formatDayIn(start, viewerZone)}, `;
  return `${day}${timeRangeIn(start, end, viewerZone)} in your time zone`;
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

const longMonths = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const monthByName = new Map<string, number>([
  ...monthNames.map((short, index): [string, number] => [short.toLowerCase(), index + 1]),
  ...longMonths.map((long, index): [string, number] => [long, index + 1]),
  ['sept', 9],
]);

/**
 * What a user typed into a date field, as ISO yyyy-mm-dd, or null when it is not a date: "22 Nov 2026",
 * "22 November 2026", "22/11/2026", "22-11-2026", "22.11.2026" (day first, as in India) and "2026-11-22".
 */
export function parseDateInput(text: string): string | null {
  const value = text.trim().replace(/\s+/g, ' ');
  let year: number;
  let month: number;
  let day: number;
  let match: RegExpExecArray | null;
  if ((match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value))) {
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value))) {
    [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = /^(\d{1,2})[ -]?([a-z]+)\.?,?[ -]?(\d{4})$/i.exec(value))) {
    const named = monthByName.get(match[2]!.toLowerCase());
    if (!named) return null;
    [day, month, year] = [Number(match[1]), named, Number(match[3])];
  } else {
    return null;
  }
  return validDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** `at` moved back by whole calendar months (UTC; forward for a negative count), the day kept or, past the month's end, its last day. */
export function monthsBefore(at: Date, months: number): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(at.getUTCDate(), lastDay), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds()));
}
