import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDate, formatDateTime, monthsBefore, parseDateInput, viewerTimeZone } from './dates';

describe('formatDate', () => {
  it.each([
    ['a stored day, as the conference locale writes it', '2026-11-22', '22 Nov 2026'],
    ['a day without a leading zero', '2025-09-05', '5 Sep 2025'],
    ['the day of an ISO time as stored (no shift across time zones)', '2025-06-30T23:30:00.000Z', '30 Jun 2025'],
    ['nothing for a missing value', null, ''],
    ['nothing for an empty one', '', ''],
    ['a text that is no date as it is', 'soon', 'soon'],
    ['a day that does not exist as it is', '2025-02-30', '2025-02-30'],
  ])('shows %s', (_case, value, shown) => {
    expect(formatDate(value)).toBe(shown);
  });
});

describe('formatDateTime and formatClockTime', () => {
  it.each([
    ['2026-11-23T02:09:00.000Z', 'Asia/Kolkata', '23 Nov 2026, 07:39'],
    ['2026-11-22T20:00:00.000Z', 'Asia/Kolkata', '23 Nov 2026, 01:30'],
    ['2026-11-23T00:05:00.000Z', 'UTC', '23 Nov 2026, 00:05'],
    ['2026-03-29T00:59:00.000Z', 'Europe/London', '29 Mar 2026, 00:59'],
    ['2026-03-29T01:00:00.000Z', 'Europe/London', '29 Mar 2026, 02:00'],
  ])('shows %s in %s as "%s" (the day, and the 24-hour time on that clock)', (iso, zone, shown) => {
    expect(formatDateTime(iso, zone)).toBe(shown);
    expect(formatClockTime(iso, zone)).toBe(shown.slice(-5));
  });

  it('leaves a missing value empty and a broken one as it is', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('never')).toBe('never');
  });

  it('reads the device\'s own zone when none is given', () => {
    expect(viewerTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(formatDateTime('2026-11-23T02:09:00.000Z')).toBe(formatDateTime('2026-11-23T02:09:00.000Z', viewerTimeZone()));
  });
});

describe('parseDateInput', () => {
  it('reads the day first, as typed in India', () => {
    expect(parseDateInput('22 Nov 2026')).toBe('2026-11-22');
    expect(parseDateInput('22 november 2026')).toBe('2026-11-22');
    expect(parseDateInput(' 5 Sept 2025 ')).toBe('2025-09-05');
    expect(parseDateInput('22/11/2026')).toBe('2026-11-22');
    expect(parseDateInput('2-3-2026')).toBe('2026-03-02');
    expect(parseDateInput('22.11.2026')).toBe('2026-11-22');
  });

  it('takes an ISO date as it is', () => {
    expect(parseDateInput('2026-11-22')).toBe('2026-11-22');
  });

  it('refuses what is not a day of the calendar', () => {
    expect(parseDateInput('')).toBeNull();
    expect(parseDateInput('31/02/2026')).toBeNull();
    expect(parseDateInput('29 Feb 2025')).toBeNull();
    expect(parseDateInput('11/22/2026')).toBeNull();
    expect(parseDateInput('22 Foo 2026')).toBeNull();
    expect(parseDateInput('tomorrow')).toBeNull();
  });

  it('gives back what formatDate shows', () => {
    expect(parseDateInput(formatDate('2024-02-29'))).toBe('2024-02-29');
  });
});

describe('whole calendar months', () => {
  it('moves back and forward, keeping the day or taking the shorter month’s last', () => {
    expect(monthsBefore(new Date('2026-03-31T10:15:00.250Z'), 1).toISOString()).toBe('2026-02-28T10:15:00.250Z');
    expect(monthsBefore(new Date('2024-03-31T00:00:00Z'), 1).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(monthsBefore(new Date('2026-01-15T12:00:00Z'), 13).toISOString()).toBe('2024-12-15T12:00:00.000Z');
    expect(monthsBefore(new Date('2026-01-31T23:59:59Z'), -1).toISOString()).toBe('2026-02-28T23:59:59.000Z');
    expect(monthsBefore(new Date('2026-11-27T00:00:00Z'), -24).toISOString()).toBe('2028-11-27T00:00:00.000Z');
  });
});
