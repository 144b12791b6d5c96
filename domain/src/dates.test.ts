import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseDateInput } from './dates';

describe('formatDate', () => {
  it('shows a stored day as the conference locale does', () => {
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDate('2025-09-05')).toBe('5 Sep 2025');
  });

  it('shows the day of an ISO time as stored (no shift across time zones)', () => {
    expect(formatDate('2025-06-30T23:30:00.000Z')).toBe('30 Jun 2025');
  });

  it('leaves a missing value empty and anything else as it is', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2025-02-30')).toBe('2025-02-30');
  });
});

describe('formatDateTime', () => {
  it('shows the day and the 24-hour time in the given time zone', () => {
    expect(formatDateTime('2026-11-23T02:09:00.000Z', 'Asia/Kolkata')).toBe('23 Nov 2026, 07:39');
    expect(formatDateTime('2026-11-22T20:00:00.000Z', 'Asia/Kolkata')).toBe('23 Nov 2026, 01:30');
    expect(formatDateTime('2026-11-23T00:05:00.000Z', 'UTC')).toBe('23 Nov 2026, 00:05');
  });

  it('leaves a missing value empty and a broken one as it is', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('never')).toBe('never');
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
