// Publication: where accepted papers appear (proceedings and a journal issue), the way to submit, and the
// accepted papers themselves (read from the API when the page loads; the prerendered HTML has the
// loading line), listed from the notification date on.
import { conference } from '@confsys/domain';
import { AcceptedPapers } from '../components/AcceptedPapers';
import { CardBand } from '../../../components/layout/CardBand';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Section } from '../../../components/layout/Section';
import { SubmitPaperLink } from '../../../components/layout/SubmitPaperLink';
import { usePageTitle } from '../../../lib/usePageTitle';
import '../../../styles/publication.css';

export default function PublicationPage() {
  usePageTitle('Publication');

  return (
    <div className="pub-page">
      <PageHeader title="Publication" lead={`Publication opportunities for papers accepted at ${conference.shortName}.`} />

      <CardBand
        cards={[
          { title: 'Conference Proceedings', body: <p>{conference.publication.proceedings}</p> },
          { title: 'Journal Issue', body: <p>{conference.publication.journal}</p> },
        ]}
      >
        <div className="pub-actions">
          <SubmitPaperLink />
        </div>
      </CardBand>

      <Section title="Accepted papers" tone="muted">
        <AcceptedPapers />
      </Section>
    </div>
  );
}
