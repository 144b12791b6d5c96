// Privacy notice (/privacy): what the conference collects about people, why, for how long (the retention
// schedule with the periods the chair set on Settings), who receives it, whom to ask (the data contact),
// what a person may ask for and how to complain. Made from the settings (GET /api/public/privacy) and the
// conference's identity, so a change on Settings shows within a minute. Linked from the footer and from
// every form that collects personal data.
import { Fragment } from 'react';
import { Link } from 'react-router';
import { organiserOf, periodText, publicRecord, retentionClassIds, retentionSchedule } from '@confsys/domain';
import { useCurrentEditionName } from '../../../lib/publicConference';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Paragraphs } from '../../../components/layout/Paragraphs';
import { ProseSection } from '../../../components/layout/ProseSection';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePublicConference } from '../../../lib/publicConference';
import { usePublicPrivacy } from '../../../lib/publicPrivacy';

export default function PrivacyNoticePage() {
  const edition = useCurrentEditionName();
  usePageTitle('Privacy Notice');
  const identity = usePublicConference();
  const { contact, periods } = usePublicPrivacy();

  return (
    <div className="pub-page">
      <PageHeader
        title="Privacy Notice"
        lead={`What ${edition} collects about you, why, how long it keeps it, and whom to ask about it.`}
      />

      <ProseSection
        title="Who is responsible"
        paragraphs={[
          `The ${organiserOf(identity)} runs ${identity.title} and decides how the personal data on this site is used. It uses it only for the conference: to review and publish papers, to register and admit participants, to account for payments, and to write to you about them.`,
          'Questions about your data, requests and complaints go to our data contact:',
        ]}
      >
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
      </ProseSection>

      <ProseSection
        title="What we keep, why, and for how long"
        tone="muted"
        paragraphs={[
          'Each kind of data is kept for the period below and then erased, or anonymised where a record must stay. Where a law requires us to keep something longer, the law says so beside it.',
        ]}
      >
        <div className="pub-retention">
          {retentionClassIds.map((id) => {
            const kind = retentionSchedule[id];
            const kept = `${periodText(periods[id])} from ${kind.from}. ${kind.then}`;
            return <RetentionBlock key={id} id={id} label={kind.label} facts={[['What', kind.holds], ['Why', kind.purpose], ['How long', kept], ...(kind.floor ? [['The law', kind.floor.law] as const] : [])]} />;
          })}
          <RetentionBlock id="public-record" label={publicRecord.label} facts={[['What', publicRecord.holds], ['Why', publicRecord.purpose], ['How long', publicRecord.then]]} />
        </div>
      </ProseSection>

      <ProseSection
        title="Who sees it"
        points={[
          'Reviewers read the papers assigned to them without the authors’ names; authors read their reviews without the reviewers’ names.',
          'The chairs and the treasurer read what they need to run the conference; every change they make is recorded in the audit log.',
          'Accepted papers, with their authors, are published in the proceedings and listed on the public pages.',
          'The site runs on Google Firebase (Google Cloud), which stores and processes the data on our behalf; emails leave through the organiser’s mail server.',
        ]}
      />

      <ProseSection
        title="Your rights"
        tone="muted"
        points={[
          <>
            <strong>A copy of your data:</strong> sign in and choose “Download my data” on your dashboard: you get everything the site holds about you,
            as a file.
          </>,
          <>
            <strong>Correction:</strong> change your profile when signed in, or write to the data contact.
          </>,
          <>
            <strong>Erasure:</strong> sign in and choose “Erase my data” on your dashboard, or write to the data contact. We erase at once what no law
            requires us to keep, and tell you what we must keep, why and until when. Reviews you submitted stay with the paper without your name;
            published papers stay as the public record. While a paper of yours is under review or a payment awaits verification, that comes first.
          </>,
          <>
            <strong>Withdrawing consent:</strong> you may stop at any time; it does not undo what was done before.
          </>,
          <>
            <strong>Nominating someone</strong> to exercise these rights for you if you die or cannot: write to the data contact.
          </>,
        ]}
      />

      <ProseSection
        title="Complaints and breaches"
        paragraphs={[
          'Write to the data contact first; we answer every complaint. If you are not satisfied with the answer, you may complain to the Data Protection Board of India.',
          'If your data is exposed by a breach, we tell you without delay what happened, what it may mean for you and what we are doing about it, and we report it to the Data Protection Board of India within 72 hours.',
          <>
            See also the <Link to={paths.accessibility}>Accessibility Statement</Link>.
          </>,
        ]}
      />
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
