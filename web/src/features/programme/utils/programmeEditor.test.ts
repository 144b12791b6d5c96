import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api';
import { moved, newSession, placedPapers, programmeFailure, programmeInput, sessionIdFrom, sessionValuesOf, unplacedPapers, wallTimeProblem, withTitle, type SessionValues } from './programmeEditor';

const kolkata = 'Asia/Kolkata';

const opening: SessionValues = {
  key: 'saved-opening',
  id: 'opening',
  idFollowsTitle: false,
  kind: 'keynote',
  title: 'Opening keynote',
  room: 'Main hall',
  online: true,
  start: '2025-09-18T09:30',
  end: '2025-09-18T10:30',
  chair: 'Prof. R. Venkatesan',
  paperIds: [],
};
const machineLearning: SessionValues = {
  ...opening,
  key: 'saved-s1',
  id: 's1',
  kind: 'session',
  title: 'Machine learning I',
  room: 'Seminar hall 1',
  online: false,
  start: '2025-09-18T11:00',
  end: '2025-09-18T12:30',
  chair: 'Dr. A. Ramesh',
  paperIds: ['ICCS25-0042', 'ICCS25-0007'],
};

describe('loading the programme', () => {
  it('shows each time as the conference clock reads it, and the papers in order', () => {
    const [session] = sessionValuesOf({
      timeZone: kolkata,
      sessions: [{ id: 's1', kind: 'session', title: 'Machine learning I', room: 'Seminar hall 1', online: false, start: '2025-09-18T05:30:00.000Z', end: '2025-09-18T07:00:00.000Z', chair: '', papers: [{ paperId: 'ICCS25-0042', title: 'A', authors: [] }] }],
    });
    expect(session).toMatchObject({ id: 's1', idFollowsTitle: false, start: '2025-09-18T11:00', end: '2025-09-18T12:30', paperIds: ['ICCS25-0042'] });
  });
});

describe('session IDs', () => {
  it('makes a lower-case slug of the title, unique among the sessions', () => {
    expect(sessionIdFrom('Machine Learning — Part I', [])).toBe('machine-learning-part-i');
    expect(sessionIdFrom('Opening', ['opening'])).toBe('opening-2');
    expect(sessionIdFrom('', [])).toBe('session');
    expect(sessionIdFrom('x'.repeat(60), []).length).toBe(40);
  });

  it('follows the title of a new session, and keeps a saved one', () => {
    const added = newSession('new-1', [opening]);
    const renamed = withTitle([opening, added], 1, 'Opening');
    expect(renamed[1]?.id).toBe('opening-2');
    expect(withTitle(renamed, 0, 'Welcome')[0]?.id).toBe('opening');
  });

  it('starts a new session when the last one ends', () => {
    expect(newSession('new-1', [opening, machineLearning]).start).toBe('2025-09-18T12:30');
  });
});

describe('placing papers', () => {
  it('offers only papers placed in no session', () => {
    const papers = [
      { paperId: 'ICCS25-0007', title: 'Edge' },
      { paperId: 'ICCS25-0042', title: 'Graphs' },
      { paperId: 'ICCS25-0050', title: 'Fog' },
    ];
    expect(unplacedPapers(papers, placedPapers([opening, machineLearning])).map((paper) => paper.paperId)).toEqual(['ICCS25-0050']);
  });

  it('moves an item up and down within the list', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});

describe('saving', () => {
  it('sends each time as an instant with the zone offset', () => {
    const checked = programmeInput([opening, machineLearning], kolkata);
    // The session as the form holds it, without the form's own key and flag, its times with Kolkata's offset.
    const { key, idFollowsTitle, ...sent } = machineLearning;
    expect(checked.input?.sessions[1]).toEqual({ ...sent, start: '2025-09-18T11:00:00+05:30', end: '2025-09-18T12:30:00+05:30' });
  });

  it('reports a time the clocks skip for daylight saving', () => {
    expect(wallTimeProblem('2025-03-09T02:30', 'America/New_York')).toContain('does not exist in America/New_York');
    const checked = programmeInput([{ ...machineLearning, start: '2025-03-09T02:30', end: '2025-03-09T04:00' }], 'America/New_York');
    expect(checked.errors?.['sessions.0.start']).toContain('the clocks skip it');
  });

  it('finds two sessions overlapping in one room, as the server would', () => {
    const clash = { ...machineLearning, key: 'new-1', id: 's2', title: 'Machine learning II', start: '2025-09-18T12:00', end: '2025-09-18T13:00', paperIds: [] };
    expect(programmeInput([machineLearning, clash], kolkata).errors?.['sessions.1.start']).toBe('"Machine learning II" and "Machine learning I" overlap in Seminar hall 1.');
  });

  it('requires both times', () => {
    expect(programmeInput([{ ...opening, end: '' }], kolkata).errors).toEqual({ 'sessions.0.end': 'Enter when the session ends.' });
  });

  it("shows the server's refusal under the field it names", () => {
    const failure = programmeFailure(new ApiRequestError(400, 'Overlap.', { 'sessions.1.start': 'Overlap.' }));
    expect(failure).toEqual({ message: 'Overlap.', fieldErrors: { 'sessions.1.start': 'Overlap.' } });
  });
});
