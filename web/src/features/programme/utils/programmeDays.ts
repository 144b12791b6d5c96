// The programme page's days: the sessions (in the time order the server gives) grouped by their day in
// the conference's time zone, each day with its heading, and what each session's details are called.
import { dayKeyIn, formatWeekdayIn, type SessionKind } from '@confsys/domain';

export interface ProgrammeDay<S> {
  /** YYYY-MM-DD in the conference's zone. */
  key: string;
  /** "Thursday 18 Sep 2025". */
  heading: string;
  sessions: S[];
}

/** The sessions day by day, in the conference's zone; a day's sessions keep their order. */
export function programmeDays<S extends { start: string }>(sessions: readonly S[], timeZone: string): Array<ProgrammeDay<S>> {
  const days: Array<ProgrammeDay<S>> = [];
  for (const session of sessions) {
    const key = dayKeyIn(session.start, timeZone);
    const day = days.find((candidate) => candidate.key === key);
    if (day) day.sessions.push(session);
    else days.push({ key, heading: formatWeekdayIn(session.start, timeZone), sessions: [session] });
  }
  return days;
}

/** Who leads the session, as its line is labelled: the speaker of a keynote, the chair of a session. */
export function chairLabel(kind: SessionKind): string {
  return kind === 'keynote' ? 'Speaker' : 'Chair';
}

export const programmeEmpty = 'The programme will be published here.';
export const programmeLoadFailed = 'The programme could not be loaded. Reload the page to try again.';
