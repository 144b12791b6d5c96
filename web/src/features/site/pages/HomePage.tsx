// Home: the university, the department, the conference overview, highlights (as the chair set them on
// Settings) and important dates.
import { useId } from 'react';
import { Link } from 'react-router';
import { organiserOf } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { ImportantDates } from '../../calendar/components/ImportantDates';
import { InfoCard } from '../../../components/layout/InfoCard';
import { Paragraphs } from '../../../components/layout/Paragraphs';
import { SubmitPaperLink } from '../../../components/layout/SubmitPaperLink';
import { Section } from '../../../components/layout/Section';
import { usePublicPage } from '../../../lib/publicPage';

function AboutBlock({ title, name, text }: { title: string; name: string; text: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="pub-prose">
      <h2 id={headingId} className="pub-section__title">
        {title}
      </h2>
      <h3>{name}</h3>
      <Paragraphs text={text} />
    </section>
  );
}

export default function HomePage() {
  const { days, identity } = usePublicPage('Home');

  return (
    <div className="pub-page">
      <div className="pub-hero">
        <div className="pub-container">
          <p className="pub-hero__eyebrow">
            {identity.department} · {identity.university}
          </p>
          <h1>{identity.title}</h1>
          <dl className="pub-hero__facts">
            <div>
              <dt>Dates</dt>
              <dd>{days}</dd>
            </div>
            <div>
              <dt>Venue</dt>
              <dd>
                {identity.city}, {identity.country}
              </dd>
            </div>
            <div>
              <dt>Mode</dt>
              <dd>{identity.mode}</dd>
            </div>
          </dl>
          <div className="pub-actions">
            <Link className="pub-btn pub-btn--primary" to={paths.callForPapers}>
              Call for Papers
            </Link>
            <Link className="pub-btn pub-btn--secondary" to={paths.registrationProcess}>
              How to Register
            </Link>
          </div>
        </div>
      </div>

      <div className="pub-section">
        <div className="pub-container pub-about">
          <AboutBlock title="About the University" name={identity.university} text={identity.universityAbout} />
          <AboutBlock title="About the Department" name={identity.department} text={identity.departmentAbout} />
        </div>
      </div>

      <Section title="Conference Overview" tone="muted">
        <div className="pub-two-col">
          <div className="pub-prose">
            <Paragraphs text={identity.overview} />
          </div>
          <dl className="pub-facts">
            <dt>Dates</dt>
            <dd>{days}</dd>
            <dt>Mode</dt>
            <dd>{identity.mode}</dd>
            <dt>Venue</dt>
            <dd>
              {organiserOf(identity)}, {identity.city}
            </dd>
          </dl>
        </div>
      </Section>

      {identity.highlights.length > 0 ? (
        <Section title="Highlights">
          <ul className="pub-grid" role="list">
            {identity.highlights.map((highlight, index) => (
              <li key={`${index}-${highlight.title}`}>
                <InfoCard title={highlight.title} badge={String(index + 1).padStart(2, '0')}>
                  <Paragraphs text={highlight.text} />
                </InfoCard>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title="Important Dates" tone="muted">
        <div className="pub-two-col">
          <ImportantDates />
          <div className="pub-prose">
            <p>
              Authors submit their papers through the author portal. Registration and fee payment follow
              acceptance.
            </p>
            <div className="pub-actions">
              <SubmitPaperLink />
            </div>
          </div>
        </div>
      </Section>
    </div>
  );
}
