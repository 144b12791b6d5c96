import { describe, expect, it } from 'vitest';
import { CalendarSchema, calendarOrderProblem, isTimeZone } from './calendar';
import { submissionWindow } from './calendarFormat';
import { shiftCalendar } from './calendarTime';
import { formatDaysIn, formatDeadlineIn, formatInstantIn, timeLeftText, viewerTimeOf } from '../dates';
import { checkRequest } from '../validation';
import { calendarIn } from './calendar.fixtures';

const calendar = calendarIn(2025, 15);

describe('the calendar schema', () => {
  it('takes instants with their offset and stores them as UTC', () => {
    const checked = checkRequest(CalendarSchema, calendar);
    expect(checked.errors).toBeUndefined();
    expect(checked.data?.submissionDeadline).toBe('2025-06-30T18:29:00.000Z');
    expect(checked.data?.abstractDeadline).toBeNull();
  });

  it('accepts dates in the past, as a running conference has them', () => {
    expect(checkRequest(CalendarSchema, { ...calendar, submissionDeadline: '2001-01-01T00:00:00Z', abstractDeadline: '2000-12-01T00:00:00Z' }).errors).toBeUndefined();
  });

  it.each([
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone', 'The time zone must be an IANA time zone name, such as Asia/Kolkata or Europe/Berlin.'],
    ['a time zone with spaces', { timeZone: ' Asia/Kolkata' }, 'timeZone', 'The time zone must be an IANA time zone name, such as Asia/Kolkata or Europe/Berlin.'],
    ['a negative grace period', { graceMinutes: -1 }, 'graceMinutes', 'The grace period must be a whole number of minutes from 0 to 1440.'],
    ['a grace period over a day', { graceMinutes: 1441 }, 'graceMinutes', 'The grace period must be a whole number of minutes from 0 to 1440.'],
    ['a fractional grace period', { graceMinutes: 1.5 }, 'graceMinutes', 'The grace period must be a whole number of minutes from 0 to 1440.'],
    ['a date that is not a date', { reviewDeadline: '2025-02-30T10:00:00Z' }, 'reviewDeadline', expect.stringContaining('The review deadline must be a date and time with its offset')],
    ['a date without its offset', { reviewDeadline: '2025-07-20T23:59:00' }, 'reviewDeadline', expect.stringContaining('The review deadline must be a date and time')],
    ['a day without a time', { notificationDate: '2025-07-30' }, 'notificationDate', expect.stringContaining('The notification date must be')],
    ['reviews due before submissions close', { reviewDeadline: '2025-06-01T00:00:00Z' }, 'reviewDeadline', 'Review deadline must be after the submission deadline.'],
    ['a camera-ready deadline after the conference begins', { cameraReadyDeadline: '2025-09-18T10:00:00+05:30' }, 'conferenceStart', 'First day of the conference must be after the camera-ready deadline.'],
    ['a conference that ends before it starts', { conferenceEnd: '2025-09-17T18:00:00+05:30' }, 'conferenceEnd', 'Last day of the conference must be on or after the first day of the conference.'],
    ['abstracts due after the papers', { abstractDeadline: '2025-07-01T00:00:00+05:30' }, 'submissionDeadline', 'Submission deadline must be on or after the abstract registration deadline.'],
  ])('refuses %s, naming the field', (_name, change, field, message) => {
    const checked = checkRequest(CalendarSchema, { ...calendar, ...change });
    expect(checked.errors?.[field]).toEqual(message);
  });

  it('checks the order when any two dates are equal where they must differ', () => {
    expect(calendarOrderProblem({ ...calendar, reviewDeadline: calendar.submissionDeadline })?.field).toBe('reviewDeadline');
    expect(calendarOrderProblem({ ...calendar, conferenceEnd: calendar.conferenceStart })).toBeNull();
  });
});

describe('dates shown in the conference zone', () => {
  it('writes an instant with its zone, and the viewer time where the clocks differ', () => {
    const deadline = '2025-06-30T18:29:00.000Z';
    expect(formatInstantIn(deadline, 'Asia/Kolkata')).toBe('30 Jun 2025, 23:59 IST');
    expect(formatDeadlineIn(deadline, 'Asia/Kolkata')).toBe('30 Jun 2025 at 23:59 IST');
    expect(viewerTimeOf(deadline, 'Asia/Kolkata', 'Europe/London')).toBe('19:29 in your time zone');
    expect(viewerTimeOf(deadline, 'Asia/Kolkata', 'America/New_York')).toBe('14:29 in your time zone');
    expect(viewerTimeOf(deadline, 'Asia/Kolkata', 'Asia/Tokyo')).toBe('1 Jul 2025, 03:29 in your time zone');
    expect(viewerTimeOf(deadline, 'Asia/Kolkata', 'Asia/Kolkata')).toBeNull();
  });

  it('follows daylight saving time on both sides of a change', () => {
    // Berlin moves from CET to CEST on 30 Mar 2025 at 02:00; New York from EST to EDT on 9 Mar 2025.
    expect(formatInstantIn('2025-03-30T00:30:00Z', 'Europe/Berlin')).toMatch(/^30 Mar 2025, 01:30 (CET|GMT\+1)$/);
    expect(formatInstantIn('2025-03-30T01:30:00Z', 'Europe/Berlin')).toMatch(/^30 Mar 2025, 03:30 (CEST|GMT\+2)$/);
    expect(formatInstantIn('2025-03-09T06:59:00Z', 'America/New_York')).toMatch(/^9 Mar 2025, 01:59 (EST|GMT-5)$/);
    expect(formatInstantIn('2025-03-09T07:00:00Z', 'America/New_York')).toMatch(/^9 Mar 2025, 03:00 (EDT|GMT-4)$/);
  });

  it('writes the conference days as a range', () => {
    expect(formatDaysIn(calendar.conferenceStart, calendar.conferenceEnd, 'Asia/Kolkata')).toBe('18-19 Sep 2025');
    expect(formatDaysIn('2025-09-30T04:00:00Z', '2025-10-01T12:00:00Z', 'Asia/Kolkata')).toBe('30 Sep-1 Oct 2025');
    expect(formatDaysIn('2025-09-18T04:00:00Z', '2025-09-18T12:00:00Z', 'Asia/Kolkata')).toBe('18 Sep 2025');
  });

  it('closes submissions at the deadline plus the grace period', () => {
    expect(submissionWindow({ submissionDeadline: '2025-06-30T18:29:00.000Z', graceMinutes: 15 }, 0).closesAt).toBe(Date.parse('2025-06-30T18:44:00.000Z'));
  });

  it('knows IANA zones and nothing else', () => {
    for (const zone of ['Europe/Berlin', 'UTC']) expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['IST', '']) expect(isTimeZone(zone), zone).toBe(false);
  });
});

describe('the submission window', () => {
  it('says how long is left as a person would', () => {
    expect(timeLeftText(30_000)).toBe('less than a minute');
    expect(timeLeftText(60_000)).toBe('1 minute');
    expect(timeLeftText(45 * 60_000)).toBe('45 minutes');
    expect(timeLeftText(5 * 3_600_000 + 12 * 60_000)).toBe('5 hours 12 minutes');
    expect(timeLeftText(2 * 3_600_000)).toBe('2 hours');
    expect(timeLeftText(3 * 86_400_000 + 4 * 3_600_000 + 59 * 60_000)).toBe('3 days 4 hours');
    expect(timeLeftText(86_400_000)).toBe('1 day');
  });

  it('is open until the deadline plus the grace period, to the millisecond', () => {
    const deadline = { submissionDeadline: '2025-06-30T18:29:00.000Z', graceMinutes: 10 };
    const closes = Date.parse('2025-06-30T18:39:00.000Z');
    expect(submissionWindow(deadline, closes)).toEqual({ closesAt: closes, open: true, left: 0 });
    expect(submissionWindow(deadline, closes + 1).open).toBe(false);
    expect(submissionWindow(deadline, closes - 60_000).left).toBe(60_000);
  });
});

describe('a calendar moved to the next edition', () => {
  it('keeps each wall-clock time in its zone across a daylight-saving change', () => {
    // 23:59 in Berlin on 20 March 2026 (winter time, +01:00) is 23:59 on 20 March 2027; on 1 April (summer time) too.
    const moved = shiftCalendar({ timeZone: 'Europe/Berlin', submissionDeadline: '2026-03-20T22:59:00.000Z', reviewDeadline: '2026-04-01T21:59:00.000Z', graceMinutes: 15 }, 12);
    expect(moved).toEqual({ timeZone: 'Europe/Berlin', submissionDeadline: '2027-03-20T22:59:00.000Z', reviewDeadline: '2027-04-01T21:59:00.000Z', graceMinutes: 15 });
    // A month on, 20 March (+01:00) becomes 20 April (+02:00): the instant moves so the clock still reads 23:59.
    expect(shiftCalendar({ timeZone: 'Europe/Berlin', submissionDeadline: '2026-03-20T22:59:00.000Z' }, 1).submissionDeadline).toBe('2026-04-20T21:59:00.000Z');
  });

  it("takes a month's last day where the month is shorter, which can bring two dates together", () => {
    const moved = shiftCalendar({ timeZone: 'Asia/Kolkata', submissionDeadline: '2026-01-30T18:29:00.000Z', reviewDeadline: '2026-01-31T18:29:00.000Z' }, 1);
    expect(moved.submissionDeadline).toBe('2026-02-28T18:29:00.000Z');
    expect(moved.reviewDeadline).toBe('2026-02-28T18:29:00.000Z');
    expect(calendarOrderProblem(moved)?.field).toBe('reviewDeadline');
  });
});
