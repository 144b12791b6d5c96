// One committee member: an initials avatar (decorative), the name and the designation.
import { initials } from './initials';

interface PersonCardProps {
  name: string;
  role: string;
}

export function PersonCard({ name, role }: PersonCardProps) {
  return (
    <div className="pub-person">
      <span className="pub-person__avatar" aria-hidden="true">
        {initials(name)}
      </span>
      <div>
        <p className="pub-person__name">{name}</p>
        <p className="pub-person__role">{role}</p>
      </div>
    </div>
  );
}
