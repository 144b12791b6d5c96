// The buttons under one item of a list a form reorders (a programme's session, a paper's author): Move up,
// Move down and Remove, each named with the item ("Move up: Author 2"). Their ids (`{idPrefix}-up`,
// `{idPrefix}-down`) let the form keep the focus on the button pressed once the item has moved.
import { Button, Stack } from '@mui/material';
import { moved } from '../../lib/lists';

interface ItemMoveButtonsProps {
  idPrefix: string;
  /** How the item is named in the buttons' accessible names. */
  name: string;
  index: number;
  count: number;
  /** The remove button's text ("Remove session"); its accessible name adds the item's. */
  removeLabel: string;
  /** The item may be removed (a list may have a minimum). */
  removable?: boolean;
  disabled: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

export function ItemMoveButtons({ idPrefix, name, index, count, removeLabel, removable = true, disabled, onMove, onRemove }: ItemMoveButtonsProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
      <Button id={`${idPrefix}-up`} size="small" variant="outlined" aria-label={`Move up: ${name}`} disabled={disabled || index === 0} onClick={() => onMove(index - 1)}>
        Move up
      </Button>
      <Button id={`${idPrefix}-down`} size="small" variant="outlined" aria-label={`Move down: ${name}`} disabled={disabled || index === count - 1} onClick={() => onMove(index + 1)}>
        Move down
      </Button>
      <Button size="small" variant="outlined" color="error" aria-label={`${removeLabel}: ${name}`} disabled={disabled || !removable} onClick={onRemove}>
        {removeLabel}
      </Button>
    </Stack>
  );
}

/** After a move: the button pressed keeps the focus where the item went (or its other one, at an end of the list). */
export function focusMovedItem(idPrefix: string, from: number, to: number, count: number): void {
  const edge = to === 0 ? 'down' : to === count - 1 ? 'up' : to < from ? 'up' : 'down';
  requestAnimationFrame(() => document.getElementById(`${idPrefix}-${edge}`)?.focus());
}

/** One item of a list a form edits, moved: what the form does with the new list and how it says so. */
interface ListMove<T> {
  items: readonly T[];
  setItems: (update: (current: T[]) => T[]) => void;
  /** The ids' prefix of an item's buttons (ItemMoveButtons' idPrefix). */
  idPrefix: (item: T) => string;
  /** Said once it has moved: "Author 2 moved to place 1 of 3.". */
  announce: (item: T, index: number, text: string) => void;
  /** The errors keyed by the items' places no longer hold. */
  onMoved?: () => void;
}

/** Moves the item at `index` to `to` (nothing outside the list), says so, and keeps the focus on its button. */
export function moveListItem<T>({ items, setItems, idPrefix, announce, onMoved }: ListMove<T>, index: number, to: number): void {
  const item = items[index];
  if (item === undefined || to < 0 || to >= items.length) return;
  setItems((current) => moved(current, index, to));
  onMoved?.();
  announce(item, index, `moved to place ${to + 1} of ${items.length}.`);
  focusMovedItem(idPrefix(item), index, to, items.length);
}
