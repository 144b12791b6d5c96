// Publication: where accepted papers appear (proceedings and, where the chair names one on Settings, a
// journal issue), the way to submit, and the accepted papers themselves (read from the API when the page
// loads; the prerendered HTML has the loading line), listed from the notification date on.
import type { ReactNode } from 'react';
import { useCurrentEditionName } from '../../../lib/publicConference';
import { AcceptedPapers } from '../components/AcceptedPapers';
import { CardBand } from '../../../components/layout/CardBand';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Paragraphs } from '../../../components/layout/Paragraphs';
import { Section } from '../../../components/layout/Section';
import { SubmitPaperLink } from '../../../components/layout/SubmitPaperLink';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePublicConference } from '../../../lib/publicConference';
import '../../../styles/publication.css';

export default function PublicationPage() {
  const edition = useCurrentEditionName();
  usePageTitle('Publication');
  const { publication } = usePublicConference();
  const cards: Array<{ title: string; body: ReactNode }> = [{ title: 'Conference Proceedings', body: <Paragraphs text={publication.proceedings} /> }];
  if (publication.journal) cards.push({ title: 'Journal Issue', body: <Paragraphs text={publication.journal} /> });

  return (
    <div className="pub-page">
      <PageHeader title="Publication" lead={`Publication opportunities for papers accepted at ${edition}.`} />

      <CardBand cards={cards}>
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
