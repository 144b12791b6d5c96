// The author's presentations on the dashboard: each of their papers the programme places in a session,
// with when (in the conference's zone and the author's own) and where it is presented.
import { formatWeekdayIn, sessionPlace, timeRangeIn, viewerRangeOf, type PublicProgramme } from '@confsys/domain';

type Session = PublicProgramme['sessions'][number];

export interface Presentation {
  paperId: string;
  session: Session;
}

/** The author's papers in the programme, in the programme's (time) order. */
export function presentationsOf(paperIds: readonly string[], sessions: readonly Session[]): Presentation[] {
  const own = new Set(paperIds);
  return sessions.flatMap((session) => session.papers.filter((paper) => own.has(paper.paperId)).map((paper) => ({ paperId: paper.paperId, session })));
}

/**
 * "You present ICCS25-0042 in AI and Society, Thursday 18 Sep 2025, 09:30-10:30 IST (06:00-07:00 CEST in
 * your time zone), Seminar Hall 1." The author's own times only where their clock differs.
 */
export function presentationText({ paperId, session }: Presentation, timeZone: string, viewerZone: string): string {
  const viewer = viewerRangeOf(session.start, session.end, timeZone, viewerZone);
  const when = `${formatWeekdayIn(session.start, timeZone)}, ${timeRangeIn(session.start, session.end, timeZone)}${viewer ? ` (${viewer})` : ''}`;
  return `You present ${paperId} in ${session.title}, ${when}, ${sessionPlace(session)}.`;
}
