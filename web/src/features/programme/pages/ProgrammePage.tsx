// Programme (/programme): the sessions day by day, read from the API when the page loads (so the chair's
// changes show without a rebuild; the prerendered HTML has the heading only), each in the conference's
// time zone with the visitor's beside it, a calendar file per session and one for the whole programme.
// A link to /programme#<session id> scrolls to the session once the programme has arrived.
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { PublicApiPaths, conference, zoneAbbreviation, viewerTimeZone } from '@confsys/domain';
import { usePublicProgramme } from '../../../lib/publicProgramme';
import { usePageTitle } from '../../../lib/usePageTitle';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ProgrammeDay } from '../components/ProgrammeDay';
import { programmeDays, programmeEmpty, programmeLoadFailed } from '../utils/programmeDays';
import '../../../styles/programme.css';

export default function ProgrammePage() {
  usePageTitle('Programme');
  const state = usePublicProgramme();
  const { hash } = useLocation();
  const ready = state.status === 'ready';

  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);

  return (
    <div className="pub-page">
      <PageHeader title="Programme" lead={`The sessions of ${conference.shortName}, day by day, with the papers presented in each.`} />
      <div className="pub-section">
        <div className="pub-container">
          <ProgrammeBody state={state} />
        </div>
      </div>
    </div>
  );
}

function ProgrammeBody({ state }: { state: ReturnType<typeof usePublicProgramme> }) {
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
      <div className="pub-actions pub-programme-actions">
        <a className="pub-btn pub-btn--secondary" href={PublicApiPaths.programmeIcs}>
          Add the whole programme to your calendar
        </a>
      </div>
      {programmeDays(sessions, timeZone).map((day) => (
        <ProgrammeDay key={day.key} day={day} timeZone={timeZone} viewerZone={viewerZone} />
      ))}
    </>
  );
}
