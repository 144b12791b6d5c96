// The important-dates table, from the conference calendar (the edition's until the current one arrives).
import { importantDatesOf } from '@confsys/domain';
import { usePublicCalendar } from '../../../lib/publicCalendar';

interface ImportantDatesProps {
  caption?: string;
}

export function ImportantDates({ caption }: ImportantDatesProps) {
  const dates = importantDatesOf(usePublicCalendar());
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
