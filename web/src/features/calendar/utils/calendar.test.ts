import { describe, expect, it } from 'vitest';
import { CalendarSchema, checkRequest, editionCalendar, instantOfWallTime } from '@confsys/domain';
import { calendarInput, calendarValues } from './calendar';

describe('the Calendar form', () => {
  it('shows the stored instants as the conference clock reads them, and sends them back unchanged', () => {
    const values = calendarValues(editionCalendar);
    expect(values.submissionDeadline).toBe('2025-06-30T23:59');
    expect(values.conferenceStart).toBe('2025-09-18T09:00');
    expect(values.abstractDeadline).toBe('');
    const sent = calendarInput(values);
    expect(sent.errors).toBeUndefined();
    expect(sent.input?.submissionDeadline).toBe('2025-06-30T23:59:00+05:30');
    expect(checkRequest(CalendarSchema, sent.input).data).toEqual({ ...editionCalendar, abstractDeadline: null, biddingOpen: null, biddingClose: null, responseOpen: null, responseClose: null, earlyRegistrationDeadline: null });
  });

  it('takes the bidding window as both dates or neither, closing by the review deadline', () => {
    const values = calendarValues(editionCalendar);
    expect(calendarInput({ ...values, biddingOpen: '2025-07-01T09:00' }).errors?.biddingClose).toBe('Bidding needs both its opening and its close, or neither.');
    expect(calendarInput({ ...values, biddingOpen: '2025-07-01T09:00', biddingClose: '2025-07-25T09:00' }).errors?.reviewDeadline).toBe('Review deadline must be on or after the close of bidding.');
    const open = calendarInput({ ...values, biddingOpen: '2025-07-01T09:00', biddingClose: '2025-07-10T23:59' });
    expect(open.input?.biddingClose).toBe('2025-07-10T23:59:00+05:30');
    expect(checkRequest(CalendarSchema, open.input).errors).toBeUndefined();
  });

  it('reads each date in the chosen zone, with its offset on that day', () => {
    const values = { ...calendarValues(editionCalendar), timeZone: 'Europe/Berlin' };
    // Berlin is on summer time in June and on winter time in December.
    expect(calendarInput(values).input?.submissionDeadline).toBe('2025-06-30T23:59:00+02:00');
    expect(calendarInput({ ...values, submissionDeadline: '2024-12-30T23:59' }).input?.submissionDeadline).toBe('2024-12-30T23:59:00+01:00');
  });

  it('refuses a time the clocks skip, and takes the first of a time they pass twice', () => {
    const values = { ...calendarValues(editionCalendar), timeZone: 'America/New_York' };
    expect(calendarInput({ ...values, submissionDeadline: '2025-03-09T02:30' }).errors?.submissionDeadline).toBe(
      '2025-03-09 02:30 does not exist in America/New_York: the clocks skip it for daylight saving time.',
    );
    expect(instantOfWallTime('2025-11-02T01:30', 'America/New_York')).toEqual({ instant: '2025-11-02T01:30:00-04:00' });
  });

  it('names what is missing, out of range or out of order, as the server would', () => {
    const values = calendarValues(editionCalendar);
    expect(calendarInput({ ...values, reviewDeadline: '' }).errors).toEqual({ reviewDeadline: 'The review deadline is required.' });
    expect(calendarInput({ ...values, graceMinutes: '2000' }).errors).toEqual({ graceMinutes: 'The grace period must be a whole number of minutes from 0 to 1440.' });
    expect(calendarInput({ ...values, timeZone: 'Moon/Base' }).errors).toEqual({ timeZone: 'The time zone must be an IANA time zone name, such as Asia/Kolkata or Europe/Berlin.' });
    expect(calendarInput({ ...values, conferenceEnd: '2025-09-17T18:00' }).errors).toEqual({ conferenceEnd: 'Last day of the conference must be on or after the first day of the conference.' });
  });
});
