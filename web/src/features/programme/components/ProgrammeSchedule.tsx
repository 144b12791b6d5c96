// The programme day by day as the public pages show it: a line on the time zones, the whole programme's
// calendar file, and each day's sessions; for an archived edition (`archived`) without calendar files,
// its days a level below the page's Programme heading.
import { useMemo } from 'react';
import { PublicApiPaths, zoneAbbreviation, viewerTimeZone } from '@confsys/domain';
import type { ProgrammeState } from '../../../lib/publicProgramme';
import { ProgrammeDay } from './ProgrammeDay';
import { programmeDays, programmeEmpty, programmeLoadFailed } from '../utils/programmeDays';

export function ProgrammeSchedule({ state, archived = false }: { state: ProgrammeState; archived?: boolean }) {
  const viewerZone = useMemo(viewerTimeZone, []);
  if (state.status === 'loading') return null;
  if (state.status === 'error') return <p className="pub-note">{programmeLoadFailed}</p>;
  const { sessions, timeZone } = state.answer;
  const first = sessions[0];
  if (!first) return <p>{programmeEmpty}</p>;
  return (
    <>
      <div className="pub-programme-intro pub-prose">
        <p>
          Times are in the conference&apos;s time zone ({zoneAbbreviation(first.start, timeZone)}, {timeZone}); where your own differs, its times are shown beside them.
        </p>
      </div>
      {archived ? null : (
        <div className="pub-actions pub-programme-actions">
          <a className="pub-btn pub-btn--secondary" href={PublicApiPaths.programmeIcs}>
            Add the whole programme to your calendar
          </a>
        </div>
      )}
      {programmeDays(sessions, timeZone).map((day) => (
        <ProgrammeDay key={day.key} day={day} timeZone={timeZone} viewerZone={viewerZone} level={archived ? 3 : 2} calendarLinks={!archived} />
      ))}
    </>
  );
}
