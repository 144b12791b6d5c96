// Past editions (/editions): each archived edition of the conference, newest first, with a link to its
// page (its accepted papers and programme, read-only). Read from the API when the page loads.
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Section } from '../../../components/layout/Section';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePublicEditions } from '../../../lib/publicEditions';
import { pastEditions, pastEditionsLoadFailed, pastEditionsNone } from '../utils/pastEditions';

export default function PastEditionsPage() {
  usePageTitle('Past editions');
  const state = usePublicEditions();
  return (
    <div className="pub-page">
      <PageHeader title="Past editions" lead="The earlier editions of the conference, each with its accepted papers and programme as they stood when it closed." />
      <Section title="Archived editions" hideTitle>
        <PastEditionsList state={state} />
      </Section>
    </div>
  );
}

function PastEditionsList({ state }: { state: ReturnType<typeof usePublicEditions> }) {
  if (state.status === 'loading') return null;
  if (state.status === 'error') return <p className="pub-note">{pastEditionsLoadFailed}</p>;
  const past = pastEditions(state.answer.editions);
  if (past.length === 0) return <p>{pastEditionsNone}</p>;
  return (
    <ul className="pub-prose" aria-label="Archived editions">
      {past.map((edition) => (
        <li key={edition.id}>
          <Link to={paths.edition(edition.id)}>{edition.name}</Link>: accepted papers and programme
        </li>
      ))}
    </ul>
  );
}
