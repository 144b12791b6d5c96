// One day of the public programme: its heading (the day in the conference's time zone) and its sessions.
import { useId } from 'react';
import type { ProgrammeSession as Session } from '../../../lib/publicProgramme';
import type { ProgrammeDay as Day } from '../utils/programmeDays';
import { ProgrammeSession } from './ProgrammeSession';

interface ProgrammeDayProps {
  day: Day<Session>;
  timeZone: string;
  viewerZone: string;
  /** The day's heading level: 2 on the programme page, 3 inside an archived edition's Programme section. */
  level?: 2 | 3;
  /** Whether each session offers its calendar file (not for an archived edition). */
  calendarLinks?: boolean;
}

export function ProgrammeDay({ day, timeZone, viewerZone, level = 2, calendarLinks = true }: ProgrammeDayProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="pub-programme-day" aria-labelledby={headingId}>
      <Heading id={headingId}>
        <time dateTime={day.key}>{day.heading}</time>
      </Heading>
      <div className="pub-programme-sessions">
        {day.sessions.map((session) => (
          <ProgrammeSession key={session.id} session={session} timeZone={timeZone} viewerZone={viewerZone} level={level === 2 ? 3 : 4} calendarLink={calendarLinks} />
        ))}
      </div>
    </section>
  );
}
