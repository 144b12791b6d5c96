// The important-dates table, from the conference calendar (the edition's until the current one arrives);
// a new edition whose dates the chair has not set says they are to be announced.
import { editionDatesToBeAnnounced, importantDatesOf } from '@confsys/domain';
import { useAnnouncedCalendar } from '../../../lib/publicCalendar';
import { useCurrentEditionName } from '../../../lib/publicConference';

interface ImportantDatesProps {
  caption?: string;
}

export function ImportantDates({ caption }: ImportantDatesProps) {
  const calendar = useAnnouncedCalendar();
  const edition = useCurrentEditionName();
  if (!calendar) return <p className="pub-dates__none">{editionDatesToBeAnnounced(edition)}</p>;
  const dates = importantDatesOf(calendar);
  return (
    <table className="pub-dates">
      {caption ? <caption>{caption}</caption> : null}
      <thead className="pub-visually-hidden">
        <tr>
          <th scope="col">Milestone</th>
          <th scope="col">Date</th>
        </tr>
      </thead>
      <tbody>
        {dates.map((item) => (
          <tr key={item.label}>
            <th scope="row">{item.label}</th>
            <td>{item.date}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
