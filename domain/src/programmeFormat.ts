// The programme as people read it: the kinds of session, each session's day and time range in the
// conference's time zone (and the viewer's where it differs), and its place. Kept apart from the
// programme's schema (programme.ts), so the public programme page loads without zod, as calendarFormat.ts
// does for the calendar.
import { formatDayIn, zoneAbbreviation } from './calendarFormat';

export const sessionKinds = ['session', 'keynote', 'break'] as const;
export type SessionKind = (typeof sessionKinds)[number];
export const sessionKindLabels: Record<SessionKind, string> = { session: 'Paper session', keynote: 'Keynote', break: 'Break' };

const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockIn(iso: string, timeZone: string): { day: string; time: string } {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** An instant's day in a zone as YYYY-MM-DD: the key the programme groups its sessions by. */
export function dayKeyIn(iso: string, timeZone: string): string {
  return clockIn(iso, timeZone).day;
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
  return `${clockIn(start, timeZone).time}-${clockIn(end, timeZone).time} ${zoneAbbreviation(start, timeZone)}`;
}

/**
 * The same times for a viewer elsewhere: "06:00-07:00 CEST in your time zone", with the viewer's day
 * when it is not the conference's ("17 Sep 2025, 23:00-00:00 EDT in your time zone"); null where the
 * clocks agree.
 */
export function viewerRangeOf(start: string, end: string, timeZone: string, viewerZone: string): string | null {
  const conference = clockIn(start, timeZone);
  const viewer = clockIn(start, viewerZone);
  if (conference.day === viewer.day && conference.time === viewer.time && clockIn(end, timeZone).time === clockIn(end, viewerZone).time) return null;
  const day = conference.day === viewer.day ? '' : `${formatDayIn(start, viewerZone)}, `;
  return `${day}${timeRangeIn(start, end, viewerZone)} in your time zone`;
}

/** Where a session is held: its room, "Online", or "Room 2 and online". */
export function sessionPlace(session: { room: string; online: boolean }): string {
  if (session.room === '') return 'Online';
  return session.online ? `${session.room} and online` : session.room;
}
