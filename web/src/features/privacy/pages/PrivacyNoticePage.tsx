// Privacy notice (/privacy): what the conference collects about people, why, for how long (the retention
// schedule with the periods the chair set on Settings), who receives it, whom to ask (the data contact),
// what a person may ask for and how to complain. Made from the settings (GET /api/public/privacy) and the
// conference's identity, so a change on Settings shows within a minute. Linked from the footer and from
// every form that collects personal data.
import { Fragment } from 'react';
import { Link } from 'react-router';
import { conference, organiserOf, periodText, publicRecord, retentionClassIds, retentionSchedule } from '@confsys/domain';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Paragraphs } from '../../../components/layout/Paragraphs';
import { Section } from '../../../components/layout/Section';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePublicConference } from '../../../lib/publicConference';
import { usePublicPrivacy } from '../../../lib/publicPrivacy';

export default function PrivacyNoticePage() {
  usePageTitle('Privacy Notice');
  const identity = usePublicConference();
  const { contact, periods } = usePublicPrivacy();

  return (
    <div className="pub-page">
      <PageHeader
        title="Privacy Notice"
        lead={`What ${conference.shortName} collects about you, why, how long it keeps it, and whom to ask about it.`}
      />

      <Section title="Who is responsible">
        <div className="pub-prose">
          <p>
            The {organiserOf(identity)} runs {identity.title} and decides how the personal data on this site is used. It uses it only for the
            conference: to review and publish papers, to register and admit participants, to account for payments, and to write to you about them.
          </p>
          <p>Questions about your data, requests and complaints go to our data contact:</p>
        </div>
        <dl className="pub-facts" aria-label="Data contact">
          <dt>Name</dt>
          <dd>
            {contact.name}
            {contact.designation ? `, ${contact.designation}` : ''}
          </dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
          <dt>Address</dt>
          <dd>
            <Paragraphs text={contact.address} />
          </dd>
        </dl>
      </Section>

      <Section title="What we keep, why, and for how long" tone="muted">
        <div className="pub-prose">
          <p>
            Each kind of data is kept for the period below and then erased, or anonymised where a record must stay. Where a law requires us to keep
            something longer, the law says so beside it.
          </p>
        </div>
        <div className="pub-retention">
          {retentionClassIds.map((id) => {
            const kind = retentionSchedule[id];
            const kept = `${periodText(periods[id])} from ${kind.from}. ${kind.then}`;
            return <RetentionBlock key={id} id={id} label={kind.label} facts={[['What', kind.holds], ['Why', kind.purpose], ['How long', kept], ...(kind.floor ? [['The law', kind.floor.law] as const] : [])]} />;
          })}
          <RetentionBlock id="public-record" label={publicRecord.label} facts={[['What', publicRecord.holds], ['Why', publicRecord.purpose], ['How long', publicRecord.then]]} />
        </div>
      </Section>

      <Section title="Who sees it">
        <div className="pub-prose">
          <ul>
            <li>Reviewers read the papers assigned to them without the authors’ names; authors read their reviews without the reviewers’ names.</li>
            <li>The chairs and the treasurer read what they need to run the conference; every change they make is recorded in the audit log.</li>
            <li>Accepted papers, with their authors, are published in the proceedings and listed on the public pages.</li>
            <li>The site runs on Google Firebase (Google Cloud), which stores and processes the data on our behalf; emails leave through the organiser’s mail server.</li>
          </ul>
        </div>
      </Section>

      <Section title="Your rights" tone="muted">
        <div className="pub-prose">
          <ul>
            <li>
              <strong>A copy of your data:</strong> sign in and choose “Download my data” on your dashboard: you get everything the site holds about
              you, as a file.
            </li>
            <li>
              <strong>Correction:</strong> change your profile when signed in, or write to the data contact.
            </li>
            <li>
              <strong>Erasure:</strong> sign in and choose “Erase my data” on your dashboard, or write to the data contact. We erase at once what no
              law requires us to keep, and tell you what we must keep, why and until when. Reviews you submitted stay with the paper without your
              name; published papers stay as the public record. While a paper of yours is under review or a payment awaits verification, that
              comes first.
            </li>
            <li>
              <strong>Withdrawing consent:</strong> you may stop at any time; it does not undo what was done before.
            </li>
            <li>
              <strong>Nominating someone</strong> to exercise these rights for you if you die or cannot: write to the data contact.
            </li>
          </ul>
        </div>
      </Section>

      <Section title="Complaints and breaches">
        <div className="pub-prose">
          <p>
            Write to the data contact first; we answer every complaint. If you are not satisfied with the answer, you may complain to the Data Protection
            Board of India.
          </p>
          <p>
            If your data is exposed by a breach, we tell you without delay what happened, what it may mean for you and what we are doing about it, and
            we report it to the Data Protection Board of India within 72 hours.
          </p>
          <p>
            See also the <Link to={paths.accessibility}>Accessibility Statement</Link>.
          </p>
        </div>
      </Section>
    </div>
  );
}

/** One class of data on the notice: its name as a heading, and what, why and how long, each a term and its text. */
function RetentionBlock({ id, label, facts }: { id: string; label: string; facts: ReadonlyArray<readonly [string, string]> }) {
  return (
    <section aria-labelledby={`retention-${id}`} className="pub-retention__class">
      <h3 id={`retention-${id}`}>{label}</h3>
      <dl className="pub-facts">
        {facts.map(([term, text]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{text}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
