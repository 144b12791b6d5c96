// The programme as a visitor reads it: days and times in the conference's zone, and in theirs beside it.
import { describe, expect, it } from 'vitest';
import { sessionPlace } from './programmeFormat';
import { dayKeyIn, formatWeekdayIn, timeRangeIn, viewerRangeOf } from '../dates';

const kolkata = 'Asia/Kolkata';
/** The opening keynote: 09:30 to 10:30 in Kochi on Thursday 18 Sep 2025. */
const keynote = { start: '2025-09-18T04:00:00.000Z', end: '2025-09-18T05:00:00.000Z' };

describe('the times of a session', () => {
  it('reads the day and the time range in the conference zone, with its abbreviation', () => {
    expect(dayKeyIn(keynote.start, kolkata)).toBe('2025-09-18');
    expect(formatWeekdayIn(keynote.start, kolkata)).toBe('Thursday 18 Sep 2025');
    expect(timeRangeIn(keynote.start, keynote.end, kolkata)).toBe('09:30-10:30 IST');
  });

  it('puts a session after midnight UTC on the conference day it is held', () => {
    expect(dayKeyIn('2025-09-18T19:00:00.000Z', kolkata)).toBe('2025-09-19');
  });

  it("gives a visitor abroad the times on their clock, with their day when it is not the conference's", () => {
    expect(viewerRangeOf(keynote.start, keynote.end, kolkata, 'Europe/Berlin')).toBe('06:00-07:00 CEST in your time zone');
    expect(viewerRangeOf(keynote.start, keynote.end, kolkata, 'America/Los_Angeles')).toBe('17 Sep 2025, 21:00-22:00 PDT in your time zone');
  });

  it('says nothing more to a visitor whose clock reads as the conference zone', () => {
    expect(viewerRangeOf(keynote.start, keynote.end, kolkata, kolkata)).toBeNull();
    expect(viewerRangeOf(keynote.start, keynote.end, kolkata, 'Asia/Calcutta')).toBeNull();
  });
});

describe('the place of a session', () => {
  it('names the room, online, or both', () => {
    expect(sessionPlace({ room: 'Seminar Hall 1', online: false })).toBe('Seminar Hall 1');
    expect(sessionPlace({ room: '', online: true })).toBe('Online');
    expect(sessionPlace({ room: 'Seminar Hall 1', online: true })).toBe('Seminar Hall 1 and online');
  });
});
