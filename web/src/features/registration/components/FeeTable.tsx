// One fee table of the registration process page: a row per category, a column per attendance and rate.
// On narrow screens (public.css: .pub-fees) each row becomes a block with the column's name beside each fee;
// the explicit roles keep it a table for screen readers when its display changes, and the names shown
// there are hidden from them, as the column headers already name each cell.
import { feeColumns, type FeeTableView } from '../utils/feeTables';

export function FeeTable({ table }: { table: FeeTableView }) {
  return (
    <table className="pub-fees" role="table">
      <caption>{table.caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            Category
          </th>
          {feeColumns.map((column) => (
            <th key={column.label} scope="col" role="columnheader">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {table.rows.map((row) => (
          <tr key={row.id} role="row">
            <th scope="row" role="rowheader">
              {row.label}
            </th>
            {row.amounts.map((amount, index) => (
              <td key={feeColumns[index]?.label} role="cell">
                <span className="pub-fees__column" aria-hidden="true">
                  {feeColumns[index]?.label}
                </span>
                {amount}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
