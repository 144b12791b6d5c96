import { describe, expect, it } from 'vitest';
import { chairLabel, programmeDays } from './programmeDays';

const kolkata = 'Asia/Kolkata';

describe('the programme day by day', () => {
  it('groups the sessions by their day in the conference zone, keeping their order', () => {
    const sessions = [
      { id: 'opening', start: '2025-09-18T04:00:00.000Z' },
      { id: 'ai-1', start: '2025-09-18T05:30:00.000Z' },
      // 00:30 on the 19th in Kochi, though still the 18th in UTC.
      { id: 'night-talk', start: '2025-09-18T19:00:00.000Z' },
      { id: 'closing', start: '2025-09-19T10:00:00.000Z' },
    ];
    const days = programmeDays(sessions, kolkata);
    expect(days.map((day) => day.heading)).toEqual(['Thursday 18 Sep 2025', 'Friday 19 Sep 2025']);
    expect(days.map((day) => day.sessions.map((session) => session.id))).toEqual([['opening', 'ai-1'], ['night-talk', 'closing']]);
  });

  it('has no days before the chair sets a session', () => {
    expect(programmeDays([], kolkata)).toEqual([]);
  });
});

describe('who leads a session', () => {
  it('is the speaker of a keynote and the chair of a paper session', () => {
    expect(chairLabel('keynote')).toBe('Speaker');
    expect(chairLabel('session')).toBe('Chair');
  });
});
