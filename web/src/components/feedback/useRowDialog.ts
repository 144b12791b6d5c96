// The dialog a list opens about one of its rows (withdraw this paper, revoke this certificate): the row
// it is open for, null while it is closed, and its outcome, which closes it before the list reports it.
import { useCallback, useState } from 'react';

export interface RowDialog<Row> {
  row: Row | null;
  open: (row: Row) => void;
  close: () => void;
  /** A handler of the dialog's outcome: closes the dialog, then passes the outcome on. */
  closeThen: <Outcome>(then: (outcome: Outcome) => void) => (outcome: Outcome) => void;
}

export function useRowDialog<Row>(): RowDialog<Row> {
  const [row, setRow] = useState<Row | null>(null);
  const close = useCallback(() => setRow(null), []);
  const closeThen = useCallback(
    <Outcome>(then: (outcome: Outcome) => void) =>
      (outcome: Outcome) => {
        setRow(null);
        then(outcome);
      },
    [],
  );
  return { row, open: setRow, close, closeThen };
}
