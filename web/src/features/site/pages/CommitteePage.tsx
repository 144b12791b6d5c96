// Organizing Committee: the committee's groups in the order the chair set them on Settings (chief patron,
// patrons, convenor, ...), each its role as a heading over its people with their designations.
import { useId } from 'react';
import { organiserOf, type CommitteeGroup } from '@confsys/domain';
import { useCurrentEditionName } from '../../../lib/publicConference';
import { PageHeader } from '../../../components/layout/PageHeader';
import { PersonCard } from '../../../components/layout/PersonCard';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePublicConference } from '../../../lib/publicConference';

function CommitteeGroupSection({ group }: { group: CommitteeGroup }) {
  const headingId = useId();
  return (
    <section className="pub-committee-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{group.role}</h2>
      <ul className="pub-people" role="list">
        {group.people.map((person, index) => (
          // Two people may share a name: the place tells them apart.
          <li key={`${index}-${person.name}`}>
            <PersonCard name={person.name} role={person.designation} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function CommitteePage() {
  const edition = useCurrentEditionName();
  usePageTitle('Organizing Committee');
  const identity = usePublicConference();

  return (
    <div className="pub-page">
      <PageHeader title="Organizing Committee" lead={`${edition} is organized by the ${organiserOf(identity)}.`} />

      <div className="pub-section">
        <div className="pub-container">
          {identity.committee.map((group, index) => (
            <CommitteeGroupSection key={`${index}-${group.role}`} group={group} />
          ))}
        </div>
      </div>
    </div>
  );
}
