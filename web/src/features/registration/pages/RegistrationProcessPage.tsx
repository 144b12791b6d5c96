// Registration process (route /confregisration, spelled as in the spec): the five steps, the
// registration fees (read from the API, so the chair's table shows without a rebuild), the payment
// details the chair set on Settings and the Register Now button leading to the conference registration form.
import { Link } from 'react-router';
import { conference } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { Accordion } from '../../../components/layout/Accordion';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Paragraphs } from '../../../components/layout/Paragraphs';
import { RegistrationFees } from '../components/RegistrationFees';
import { Section } from '../../../components/layout/Section';
import { usePublicPage } from '../../../lib/publicPage';

export default function RegistrationProcessPage() {
  const { when, identity, edition } = usePublicPage('Registration Process');
  const { payment } = identity;

  return (
    <div className="pub-page">
      <PageHeader
        title="Registration Process"
        lead={`Follow these steps to register for ${edition}, held ${when} in ${identity.city}.`}
      />

      <Section title="Steps to Register">
        <Accordion items={conference.registrationSteps} />
        <div className="pub-actions">
          <Link className="pub-btn pub-btn--primary" to={paths.conferenceRegistration}>
            Register Now
          </Link>
        </div>
      </Section>

      <Section title="Registration Fees" tone="muted">
        <RegistrationFees />
      </Section>

      <Section title="Payment Details">
        <div className="pub-two-col">
          <dl className="pub-facts">
            <dt>Payment method</dt>
            <dd>{payment.method}</dd>
            <dt>Account name</dt>
            <dd>{payment.accountName}</dd>
            <dt>Bank</dt>
            <dd>{payment.bank}</dd>
            <dt>Account number</dt>
            <dd>{payment.accountNumber}</dd>
          </dl>
          <div className="pub-prose">
            <Paragraphs text={payment.note} />
            <p>
              Questions about payment:{' '}
              <a href={`mailto:${identity.contactEmail}`}>{identity.contactEmail}</a>
            </p>
          </div>
        </div>
      </Section>
    </div>
  );
}
