// Call for Papers: the ten topics, submission guidelines, the four submission steps, the IEEE
// conference template the guidelines ask for (on IEEE's own page, which keeps it current) and the way
// into the author portal.
import { callTopics, conference } from '@confsys/domain';
import { useCallGuidelines } from '../../../lib/publicConference';
import { Accordion } from '../../../components/layout/Accordion';
import { ImportantDates } from '../../calendar/components/ImportantDates';
import { SubmitPaperLink } from '../../../components/layout/SubmitPaperLink';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Section } from '../../../components/layout/Section';
import { usePublicPage } from '../../../lib/publicPage';

/** IEEE's page of its conference templates (Word and LaTeX), which the guidelines name. */
const ieeeTemplates = 'https://www.ieee.org/conferences/publishing/templates.html';

export default function CallForPapersPage() {
  const { when, identity } = usePublicPage('Call for Papers');
  const guidelines = useCallGuidelines();

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
            {guidelines.map((guideline) => (
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
          <a className="pub-btn pub-btn--secondary" href={ieeeTemplates} target="_blank" rel="noopener noreferrer">
            Download Template
            <span className="pub-visually-hidden"> (IEEE conference templates, opens in a new tab)</span>
          </a>
        </div>
      </Section>
    </div>
  );
}
