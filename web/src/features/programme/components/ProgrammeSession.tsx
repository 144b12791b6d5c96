// One session of the public programme as an article whose id is the session's (for /programme#<id>):
// its times in the conference's zone (and the visitor's beside them when they differ), kind, title, room
// or online, chair or speaker, its papers in order with their authors, and its calendar file.
import { useId } from 'react';
import { PublicApiPaths, sessionKindLabels, sessionPlace, timeRangeIn, viewerRangeOf } from '@confsys/domain';
import type { ProgrammeSession as Session } from '../../../lib/publicProgramme';
import { chairLabel } from '../utils/programmeDays';

interface ProgrammeSessionProps {
  session: Session;
  timeZone: string;
  viewerZone: string;
  /** The session title's heading level (one below its day's). */
  level?: 3 | 4;
  calendarLink?: boolean;
}

export function ProgrammeSession({ session, timeZone, viewerZone, level = 3, calendarLink = true }: ProgrammeSessionProps) {
  const titleId = useId();
  const Title = level === 3 ? 'h3' : 'h4';
  const viewer = viewerRangeOf(session.start, session.end, timeZone, viewerZone);
  return (
    <article id={session.id} className={`pub-session pub-session--${session.kind}`} aria-labelledby={titleId}>
      <p className="pub-session__when">
        <time dateTime={session.start}>{timeRangeIn(session.start, session.end, timeZone)}</time>
        {viewer ? <span className="pub-session__viewer">({viewer})</span> : null}
      </p>
      <p className="pub-session__kind">{sessionKindLabels[session.kind]}</p>
      <Title id={titleId} className="pub-session__title">
        {session.title}
      </Title>
      <dl className="pub-session__facts">
        <dt>Place</dt>
        <dd>{sessionPlace(session)}</dd>
        {session.chair ? (
          <>
            <dt>{chairLabel(session.kind)}</dt>
            <dd>{session.chair}</dd>
          </>
        ) : null}
      </dl>
      {session.papers.length > 0 ? (
        <ol className="pub-session__papers" aria-label={`Papers in ${session.title}`}>
          {session.papers.map((paper) => (
            <li key={paper.paperId}>
              {paper.paperId}: {paper.title}
              {paper.authors.length > 0 ? <span className="pub-session__authors">{paper.authors.join(', ')}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {calendarLink ? (
        <a className="pub-session__calendar" href={PublicApiPaths.sessionIcs(session.id)} aria-label={`Add to calendar: ${session.title}`}>
          Add to calendar
        </a>
      ) : null}
    </article>
  );
}
