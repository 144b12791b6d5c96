// Wall-clock times in a time zone and the instants they name, with Temporal (temporal-polyfill): the
// admin's Calendar form shows and takes each date as the conference's clock reads it, and a time that a
// daylight-saving change skips is refused rather than moved.
import { Temporal } from 'temporal-polyfill';
import type { CalendarValues } from './calendarFormat';

/** An instant as the wall-clock time in a zone, as a datetime-local field holds it: "2025-06-30T23:59". */
export function wallTimeIn(iso: string, timeZone: string): string {
  return Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone).toPlainDateTime().toString({ smallestUnit: 'minute' });
}

export type WallTimeResult = { instant: string; error?: undefined } | { instant?: undefined; error: string };

/**
 * The instant a wall-clock time names in a zone, with its offset ("2025-06-30T23:59:00+05:30"). A time
 * the clocks skip (spring forward) is an error naming the zone; a time they pass twice (fall back) is
 * the earlier of the two.
 */
export function instantOfWallTime(wallTime: string, timeZone: string): WallTimeResult {
  let local: Temporal.PlainDateTime;
  try {
    local = Temporal.PlainDateTime.from(wallTime, { overflow: 'reject' });
  } catch {
    return { error: 'Enter a date and a time.' };
  }
  const earlier = local.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
  if (!earlier.toPlainDateTime().equals(local)) {
    return { error: `${local.toString({ smallestUnit: 'minute' }).replace('T', ' ')} does not exist in ${timeZone}: the clocks skip it for daylight saving time.` };
  }
  return { instant: earlier.toString({ timeZoneName: 'never', smallestUnit: 'second' }) };
}

/**
 * A calendar planned from a day on, in a zone: submissions close at 23:59 thirty days later, then the
 * review deadline, notification, camera-ready and registration deadlines, and two conference days,
 * spaced as this conference plans them. `npm start` seeds one from today, so a new user can submit.
 */
export function plannedCalendar(from: Date, timeZone: string): CalendarValues {
  const today = Temporal.Instant.fromEpochMilliseconds(from.getTime()).toZonedDateTimeISO(timeZone).toPlainDate();
  const at = (days: number, time: string) => today.add({ days }).toPlainDateTime(Temporal.PlainTime.from(time)).toZonedDateTime(timeZone).toInstant().toString();
  return {
    timeZone,
    abstractDeadline: null,
    submissionDeadline: at(30, '23:59'),
    graceMinutes: 0,
    // Reviewers bid from today (on what is submitted so far) until five days after submissions close.
    biddingOpen: at(0, '00:00'),
    biddingClose: at(35, '23:59'),
    reviewDeadline: at(60, '23:59'),
    // Authors answer the reviews released to them in the week before the notification.
    responseOpen: at(62, '09:00'),
    responseClose: at(67, '23:59'),
    notificationDate: at(70, '10:00'),
    cameraReadyDeadline: at(85, '23:59'),
    earlyRegistrationDeadline: at(80, '23:59'),
    registrationDeadline: at(95, '23:59'),
    conferenceStart: at(110, '09:00'),
    conferenceEnd: at(111, '18:00'),
  };
}

/**
 * A calendar moved by whole months, each date at the same wall-clock time in its zone (23:59 stays 23:59
 * across a daylight-saving change; the 31st becomes the month's last day where it has none): how a new
 * edition takes the last one's dates a year later.
 */
export function shiftCalendar<C extends { timeZone: string }>(calendar: C, months: number): C {
  const shifted: Record<string, unknown> = { ...calendar };
  for (const [field, value] of Object.entries(calendar)) {
    if (field === 'timeZone' || typeof value !== 'string') continue;
    const zoned = Temporal.Instant.from(value).toZonedDateTimeISO(calendar.timeZone).add({ months });
    shifted[field] = new Date(zoned.epochMilliseconds).toISOString();
  }
  return shifted as C;
}
