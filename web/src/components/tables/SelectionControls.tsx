// Above a grid with checkboxes: how many rows are selected ("1 payment selected", "3 payments
// selected"), the actions on them, and Clear selection.
import type { ReactNode } from 'react';
import { Button, Typography } from '@mui/material';
import type { RowSelection } from './useRowSelection';

interface SelectionControlsProps {
  selection: RowSelection<unknown>;
  /** What a row is, once and many times: ['payment', 'payments']. */
  noun: readonly [string, string];
  /** The actions on the selected rows, between the count and Clear selection. */
  children?: ReactNode;
}

export function SelectionControls({ selection, noun: [one, many], children }: SelectionControlsProps) {
  const count = selection.selected.size;
  return (
    <>
      <Typography variant="body2">{count === 1 ? `1 ${one} selected` : `${count} ${many} selected`}</Typography>
      {children}
      <Button disabled={count === 0} onClick={selection.clear}>
        Clear selection
      </Button>
    </>
  );
}
