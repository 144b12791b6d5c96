// Publication: where accepted papers appear (proceedings and a journal issue), and the way to submit.
import { Link } from 'react-router';
import { conference } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { InfoCard } from '../components/InfoCard';
import { PageHeader } from '../components/PageHeader';
import { usePageTitle } from '../../../lib/usePageTitle';

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
    </div>
  );
}
