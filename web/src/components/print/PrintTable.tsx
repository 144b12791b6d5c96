// A plain table for printing: a heading, the column names and the rows as text.
interface PrintTableProps {
  title: string;
  columns: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
  /** Shown in one row across all columns when there are no rows. */
  emptyText: string;
}

export function PrintTable({ title, columns, rows, emptyText }: PrintTableProps) {
  return (
    <>
      <h1>{title}</h1>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{emptyText}</td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </>
  );
}
