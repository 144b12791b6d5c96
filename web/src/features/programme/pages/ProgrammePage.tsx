// Programme (/programme): the sessions day by day, read from the API when the page loads (so the chair's
// changes show without a rebuild; the prerendered HTML has the heading only), each in the conference's
// time zone with the visitor's beside it, a calendar file per session and one for the whole programme.
// A link to /programme#<session id> scrolls to the session once the programme has arrived.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentEditionName } from '../../../lib/publicConference';
import { usePublicProgramme } from '../../../lib/publicProgramme';
import { usePageTitle } from '../../../lib/usePageTitle';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ProgrammeSchedule } from '../components/ProgrammeSchedule';
import '../../../styles/programme.css';

export default function ProgrammePage() {
  const edition = useCurrentEditionName();
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
      <PageHeader title="Programme" lead={`The sessions of ${edition}, day by day, with the papers presented in each.`} />
      <div className="pub-section">
        <div className="pub-container">
          <ProgrammeSchedule state={state} />
        </div>
      </div>
    </div>
  );
}
