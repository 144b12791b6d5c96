// An archived edition's page (/editions/:editionId): its accepted papers and its programme, read-only,
// read from the API with ?edition= when the page loads. The current edition's address leads to the
// site's own pages; an address naming no edition says so.
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Section } from '../../../components/layout/Section';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePublicEditions } from '../../../lib/publicEditions';
import { useEditionProgramme } from '../../../lib/publicProgramme';
import { AcceptedPapers } from '../../proceedings/components/AcceptedPapers';
import { ProgrammeSchedule } from '../../programme/components/ProgrammeSchedule';
import { editionMissing, editionNamed, pastEditionsLoadFailed } from '../utils/pastEditions';
import '../../../styles/publication.css';
import '../../../styles/programme.css';

export default function EditionArchivePage() {
  const { editionId = '' } = useParams();
  const state = usePublicEditions();
  const named = state.status === 'ready' ? editionNamed(state.answer.editions, editionId) : null;
  usePageTitle(named && named.kind !== 'missing' ? named.edition.name : 'Past edition');
  if (state.status === 'loading') return <div className="pub-page" />;
  if (state.status === 'error' || !named || named.kind === 'missing') {
    return (
      <div className="pub-page">
        <PageHeader title="Past edition" />
        <Section title="Not found" hideTitle>
          <p>{state.status === 'error' ? pastEditionsLoadFailed : editionMissing}</p>
          <p>
            <Link to={paths.pastEditions}>See the past editions</Link>
          </p>
        </Section>
      </div>
    );
  }
  if (named.kind === 'current') {
    return (
      <div className="pub-page">
        <PageHeader title={named.edition.name} lead="This is the current edition of the conference." />
        <Section title="Current edition" hideTitle>
          <p>
            Its accepted papers are on <Link to={paths.publication}>Publication</Link> and its sessions on <Link to={paths.programme}>Programme</Link>.
          </p>
        </Section>
      </div>
    );
  }
  return <ArchivedEdition id={named.edition.id} name={named.edition.name} />;
}

function ArchivedEdition({ id, name }: { id: string; name: string }) {
  const programme = useEditionProgramme(id);
  return (
    <div className="pub-page">
      <PageHeader title={name} lead={`${name} is archived: its accepted papers and programme as they stood when it closed.`} />
      <Section title="Accepted papers" tone="muted">
        <AcceptedPapers edition={id} />
      </Section>
      <Section title="Programme">
        <ProgrammeSchedule state={programme} archived />
      </Section>
    </div>
  );
}
