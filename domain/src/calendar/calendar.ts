// The conference calendar: its time zone (an IANA name) and its dates, stored as instants (ISO 8601,
// UTC) and shown in the conference's zone. One schema serves the admin's form, the API, the stored
// document (config/calendar) and the OpenAPI document; the order of the dates is checked with it.
import { z } from 'zod/mini';

export * from './calendarFormat';

/** The calendar's dates in the order the conference lives them, each with how a message names it. */
export const calendarDates = {
  abstractDeadline: 'abstract registration deadline',
  submissionDeadline: 'submission deadline',
  biddingOpen: 'opening of bidding',
  biddingClose: 'close of bidding',
  reviewDeadline: 'review deadline',
  responseOpen: 'opening of the author response',
  responseClose: 'close of the author response',
  notificationDate: 'notification date',
  cameraReadyDeadline: 'camera-ready deadline',
  earlyRegistrationDeadline: 'early registration deadline',
  registrationDeadline: 'registration deadline',
  conferenceStart: 'first day of the conference',
  conferenceEnd: 'last day of the conference',
} as const;

export type CalendarDate = keyof typeof calendarDates;

/** The time zone the conference runs in unless the chair sets another. */
export const defaultTimeZone = 'Asia/Kolkata';
export const maxGraceMinutes = 1440;

/**
 * Zones already found valid: the calendar is checked on every read, and building a formatter to test
 * a name costs more than the rest of the check. Only valid names are kept, so the set stays as small as
 * the time zone database whatever names are sent.
 */
const knownTimeZones = new Set<string>();

/**
 * Whether a name is an IANA time zone this runtime knows: Area/Location (Asia/Kolkata, America/New_York)
 * or UTC. Intl also takes some abbreviations (IST, EST), which name different zones in different places.
 */
export function isTimeZone(name: string): boolean {
  if (knownTimeZones.has(name)) return true;
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)+$/.test(name) && name !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
  } catch {
    return false;
  }
  knownTimeZones.add(name);
  return true;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An instant with its offset (2025-06-30T23:59:00+05:30, or ...Z), stored as UTC (2025-06-30T18:29:00.000Z). */
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isInstant(value: string): boolean {
  if (!instantPattern.test(value) || Number.isNaN(Date.parse(value))) return false;
  // Date.parse rolls 30 Feb over to 2 Mar: the day must exist in its month.
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function instant(date: CalendarDate) {
  const message = `The ${calendarDates[date]} must be a date and time with its offset (ISO 8601, e.g. 2025-06-30T23:59:00+05:30).`;
  return z.pipe(
    z.string({ error: message }).check(z.refine(isInstant, { error: message })),
    z.transform((value: string) => new Date(value).toISOString()),
  );
}

/** Pairs of dates that must come in this order (the first before the second; equal where `orEqual`). */
const order: ReadonlyArray<{ before: CalendarDate; after: CalendarDate; orEqual?: true }> = [
  { before: 'abstractDeadline', after: 'submissionDeadline', orEqual: true },
  { before: 'submissionDeadline', after: 'reviewDeadline' },
  { before: 'biddingOpen', after: 'biddingClose' },
  { before: 'biddingClose', after: 'reviewDeadline', orEqual: true },
  { before: 'reviewDeadline', after: 'notificationDate' },
  { before: 'responseOpen', after: 'responseClose' },
  { before: 'responseClose', after: 'notificationDate', orEqual: true },
  { before: 'notificationDate', after: 'cameraReadyDeadline' },
  { before: 'cameraReadyDeadline', after: 'conferenceStart' },
  { before: 'notificationDate', after: 'registrationDeadline', orEqual: true },
  { before: 'earlyRegistrationDeadline', after: 'registrationDeadline', orEqual: true },
  { before: 'registrationDeadline', after: 'conferenceStart', orEqual: true },
  { before: 'conferenceStart', after: 'conferenceEnd', orEqual: true },
];

/** The first pair of dates out of order, as the field to blame and the message naming both. */
export function calendarOrderProblem(calendar: Partial<Record<CalendarDate, string | null>>): { field: CalendarDate; message: string } | null {
  for (const pair of order) {
    const before = calendar[pair.before];
    const after = calendar[pair.after];
    if (!before || !after) continue;
    const [first, second] = [Date.parse(before), Date.parse(after)];
    if (first < second || (pair.orEqual && first === second)) continue;
    return {
      field: pair.after,
      message: `${capitalised(calendarDates[pair.after])} must be ${pair.orEqual ? 'on or ' : ''}after the ${calendarDates[pair.before]}.`,
    };
  }
  return null;
}

export const biddingPairMessage = 'Bidding needs both its opening and its close, or neither.';
export const responsePairMessage = 'The author response needs both its opening and its close, or neither.';

/** The windows the calendar may leave out: each needs both its dates or neither. */
const windows: ReadonlyArray<{ open: CalendarDate; close: CalendarDate; message: string }> = [
  { open: 'biddingOpen', close: 'biddingClose', message: biddingPairMessage },
  { open: 'responseOpen', close: 'responseClose', message: responsePairMessage },
];

/** The first optional window given one date without the other: the missing date and the message. */
export function calendarPairProblem(calendar: Partial<Record<CalendarDate, string | null>>): { field: CalendarDate; message: string } | null {
  for (const window of windows) {
    if (!calendar[window.open] === !calendar[window.close]) continue;
    return { field: calendar[window.open] ? window.close : window.open, message: window.message };
  }
  return null;
}

/** Where a window of two optional dates stands at `now`: not planned, not yet open, open, or closed. */
export const windowStates = ['unplanned', 'notYetOpen', 'open', 'closed'] as const;
export type WindowState = (typeof windowStates)[number];

/** A window as the API answers it: where it stands, its dates and the zone they are shown in. */
export const CalendarWindowSchema = z.object({
  state: z.enum(windowStates),
  opensAt: z.nullable(z.string()),
  closesAt: z.nullable(z.string()),
  timeZone: z.string(),
});
export type CalendarWindow = z.infer<typeof CalendarWindowSchema>;

/** The calendar's optional windows: each one's two dates. */
export const calendarWindows = {
  bidding: { open: 'biddingOpen', close: 'biddingClose' },
  response: { open: 'responseOpen', close: 'responseClose' },
} as const satisfies Record<string, { open: CalendarDate; close: CalendarDate }>;
export type CalendarWindowName = keyof typeof calendarWindows;

/** Where one of the calendar's windows stands at `now` (no calendar: not planned), in the zone it is shown in. */
export function calendarWindow(calendar: (Partial<Record<CalendarDate, string | null>> & { timeZone: string }) | null, name: CalendarWindowName, now: number): CalendarWindow {
  const dates = calendarWindows[name];
  const opensAt = calendar?.[dates.open] ?? null;
  const closesAt = calendar?.[dates.close] ?? null;
  return { state: windowState(opensAt, closesAt, now), opensAt, closesAt, timeZone: calendar?.timeZone ?? defaultTimeZone };
}

export function windowState(opens: string | null | undefined, closes: string | null | undefined, now: number): WindowState {
  if (!opens || !closes) return 'unplanned';
  if (now < Date.parse(opens)) return 'notYetOpen';
  return now <= Date.parse(closes) ? 'open' : 'closed';
}

export const CalendarSchema = z
  .object({
    timeZone: z.string({ error: 'The time zone is required.' }).check(
      z.refine(isTimeZone, { error: 'The time zone must be an IANA time zone name, such as Asia/Kolkata or Europe/Berlin.' }),
    ),
    abstractDeadline: z.optional(z.nullable(instant('abstractDeadline'))),
    submissionDeadline: instant('submissionDeadline'),
    graceMinutes: z
      .number({ error: `The grace period must be a whole number of minutes from 0 to ${maxGraceMinutes}.` })
      .check(
        z.int({ error: `The grace period must be a whole number of minutes from 0 to ${maxGraceMinutes}.` }),
        z.gte(0, { error: `The grace period must be a whole number of minutes from 0 to ${maxGraceMinutes}.` }),
        z.lte(maxGraceMinutes, { error: `The grace period must be a whole number of minutes from 0 to ${maxGraceMinutes}.` }),
      ),
    /** Reviewers bid on papers from the opening to the close; without both, bidding is closed. */
    biddingOpen: z.optional(z.nullable(instant('biddingOpen'))),
    biddingClose: z.optional(z.nullable(instant('biddingClose'))),
    reviewDeadline: instant('reviewDeadline'),
    /** Authors answer the reviews released to them from the opening to the close; without both, there is no response. */
    responseOpen: z.optional(z.nullable(instant('responseOpen'))),
    responseClose: z.optional(z.nullable(instant('responseClose'))),
    notificationDate: instant('notificationDate'),
    cameraReadyDeadline: instant('cameraReadyDeadline'),
    /** The early fees apply until this date; without it, the late fees apply from the start. */
    earlyRegistrationDeadline: z.optional(z.nullable(instant('earlyRegistrationDeadline'))),
    registrationDeadline: instant('registrationDeadline'),
    conferenceStart: instant('conferenceStart'),
    conferenceEnd: instant('conferenceEnd'),
  })
  .check(
    z.superRefine((value, context) => {
      const problem = calendarOrderProblem(value);
      if (problem) context.issues.push({ code: 'custom', message: problem.message, path: [problem.field], input: value });
      const pair = calendarPairProblem(value);
      if (pair) context.issues.push({ code: 'custom', message: pair.message, path: [pair.field], input: value });
    }),
  );

export type Calendar = z.output<typeof CalendarSchema>;


const storedInstant = z.iso.datetime();

/** The calendar as the API answers it: each date an instant in UTC (what the form sent, normalised). */
export const CalendarAnswerSchema = z.object({
  timeZone: z.string(),
  abstractDeadline: z.optional(z.nullable(storedInstant)),
  submissionDeadline: storedInstant,
  graceMinutes: z.number(),
  biddingOpen: z.optional(z.nullable(storedInstant)),
  biddingClose: z.optional(z.nullable(storedInstant)),
  reviewDeadline: storedInstant,
  responseOpen: z.optional(z.nullable(storedInstant)),
  responseClose: z.optional(z.nullable(storedInstant)),
  notificationDate: storedInstant,
  cameraReadyDeadline: storedInstant,
  earlyRegistrationDeadline: z.optional(z.nullable(storedInstant)),
  registrationDeadline: storedInstant,
  conferenceStart: storedInstant,
  conferenceEnd: storedInstant,
});
