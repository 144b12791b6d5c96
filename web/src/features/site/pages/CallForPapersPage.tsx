// Call for Papers: the ten topics, submission guidelines, the four submission steps, the (placeholder)
// template download and the way into the author portal.
import type { MouseEvent } from 'react';
import { callTopics, conference } from '@confsys/domain';
import { Accordion } from '../../../components/layout/Accordion';
import { ImportantDates } from '../../calendar/components/ImportantDates';
import { SubmitPaperLink } from '../../../components/layout/SubmitPaperLink';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Section } from '../../../components/layout/Section';
import { usePublicPage } from '../../../lib/publicPage';

// The spec gives the Download Template button no real target, so it stays a disabled placeholder.
const preventPlaceholderNavigation = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();

export default function CallForPapersPage() {
  const { when, identity } = usePublicPage('Call for Papers');

  return (
    <div className="pub-page">
      <PageHeader
        title="Call for Papers"
        lead={`Researchers, practitioners and students are invited to submit original papers to the ${identity.title}, held ${when} in ${identity.city}.`}
      />

      <Section title="Topics of Interest">
        <p className="pub-intro">Topics include, but are not limited to:</p>
        <ol className="pub-topics" role="list">
          {callTopics(identity).map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ol>
      </Section>

      <Section title="Submission Guidelines" tone="muted">
        <div className="pub-two-col pub-two-col--even">
          <ul className="pub-checklist" role="list">
            {conference.guidelines.map((guideline) => (
              <li key={guideline}>{guideline}</li>
            ))}
          </ul>
          <ImportantDates caption="Important dates" />
        </div>
      </Section>

      <Section title="How to Submit">
        <Accordion items={conference.submissionSteps} />
        <div className="pub-actions">
          <SubmitPaperLink />
          <a
            className="pub-btn pub-btn--secondary"
            href="#template"
            aria-disabled="true"
            aria-describedby="pub-template-note"
            onClick={preventPlaceholderNavigation}
          >
            Download Template
          </a>
          <span id="pub-template-note" className="pub-note">
            Template available soon.
          </span>
        </div>
      </Section>
    </div>
  );
}
