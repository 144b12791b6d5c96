// Publication: where accepted papers appear (proceedings and a journal issue), the way to submit, and the
// accepted papers themselves (read from the API when the page loads; the prerendered HTML has the
// loading line), listed from the notification date on.
import { Link } from 'react-router';
import { conference } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { AcceptedPapers } from '../components/AcceptedPapers';
import { InfoCard } from '../../../components/layout/InfoCard';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Section } from '../../../components/layout/Section';
import { usePageTitle } from '../../../lib/usePageTitle';
import '../../../styles/publication.css';

export default function PublicationPage() {
  usePageTitle('Publication');

  return (
    <div className="pub-page">
      <PageHeader title="Publication" lead={`Publication opportunities for papers accepted at ${conference.shortName}.`} />

      <div className="pub-section">
        <div className="pub-container">
          <div className="pub-grid pub-grid--wide">
            <InfoCard title="Conference Proceedings" headingLevel="h2">
              <p>{conference.publication.proceedings}</p>
            </InfoCard>
            <InfoCard title="Journal Issue" headingLevel="h2">
              <p>{conference.publication.journal}</p>
            </InfoCard>
          </div>
          <div className="pub-actions">
            <Link className="pub-btn pub-btn--primary" to={paths.authorLogin}>
              Submit Your Paper
            </Link>
          </div>
        </div>
      </div>

      <Section title="Accepted papers" tone="muted">
        <AcceptedPapers />
      </Section>
    </div>
  );
}
