// One day of the public programme: its heading (the day in the conference's time zone) and its sessions.
import { useId } from 'react';
import type { ProgrammeSession as Session } from '../../../lib/publicProgramme';
import type { ProgrammeDay as Day } from '../utils/programmeDays';
import { ProgrammeSession } from './ProgrammeSession';

interface ProgrammeDayProps {
  day: Day<Session>;
  timeZone: string;
  viewerZone: string;
}

export function ProgrammeDay({ day, timeZone, viewerZone }: ProgrammeDayProps) {
  const headingId = useId();
  return (
    <section className="pub-programme-day" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <time dateTime={day.key}>{day.heading}</time>
      </h2>
      <div className="pub-programme-sessions">
        {day.sessions.map((session) => (
          <ProgrammeSession key={session.id} session={session} timeZone={timeZone} viewerZone={viewerZone} />
        ))}
      </div>
    </section>
  );
}
