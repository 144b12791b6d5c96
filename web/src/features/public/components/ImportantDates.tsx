// The important-dates table, read from the conference config.
import { conference } from '@confsys/domain';

interface ImportantDatesProps {
  caption?: string;
}

export function ImportantDates({ caption }: ImportantDatesProps) {
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
        {conference.importantDates.map((item) => (
          <tr key={item.label}>
            <th scope="row">{item.label}</th>
            <td>{item.date}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
