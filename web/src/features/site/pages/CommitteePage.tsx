// Organizing Committee: chief patron, patrons, convenor, organizing secretary and members, grouped by role.
import { useId } from 'react';
import { conference } from '@confsys/domain';
import { PageHeader } from '../../../components/layout/PageHeader';
import { PersonCard } from '../../../components/layout/PersonCard';
import { usePageTitle } from '../../../lib/usePageTitle';

interface Person {
  readonly name: string;
  readonly role: string;
}

function CommitteeGroup({ title, people }: { title: string; people: readonly Person[] }) {
  const headingId = useId();
  return (
    <section className="pub-committee-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="pub-people" role="list">
        {people.map((person) => (
          <li key={person.name}>
            <PersonCard name={person.name} role={person.role} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function CommitteePage() {
  usePageTitle('Organizing Committee');
  const { committee } = conference;

  return (
    <div className="pub-page">
      <PageHeader
        title="Organizing Committee"
        lead={`${conference.shortName} is organized by the ${conference.department}, ${conference.university}.`}
      />

      <div className="pub-section">
        <div className="pub-container">
          <CommitteeGroup title="Chief Patron" people={[committee.chiefPatron]} />
          <CommitteeGroup title="Patrons" people={committee.patrons} />
          <CommitteeGroup title="Convenor" people={[committee.convenor]} />
          <CommitteeGroup title="Organizing Secretary" people={[committee.organizingSecretary]} />
          <CommitteeGroup title="Committee Members" people={committee.members} />
        </div>
      </div>
    </div>
  );
}
