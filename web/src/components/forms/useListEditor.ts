// A list a form edits item by item (the fee categories, the programme's sessions, a paper's authors):
// Add appends an item and its first field takes the focus; Remove drops one, says so in the status line
// and gives the focus to Add; Move (where items have an order) moves one and says where it went. The
// errors keyed by the items' places no longer hold once the list changes shape, so each change drops them.
import { useRef, useState } from 'react';
import { moveListItem } from './ItemMoveButtons';

interface ListEditing<Item> {
  items: readonly Item[];
  setItems: (update: (current: Item[]) => Item[]) => void;
  /** A new item with this key, made beside the items there are. */
  make: (key: string, current: readonly Item[]) => Item;
  /** Drops the errors keyed by the items' places. */
  dropPlaceErrors: () => void;
  /** An item as a sentence names it: its title, or "session 2". */
  nameOf: (item: Item, index: number) => string;
  /** Says a change in the form's status line. */
  announce: (text: string) => void;
  /** What keeps a removal: "Save the fees". */
  keep: string;
  /** The ids' prefix of an item's move buttons (ItemMoveButtons' idPrefix); none where the order does not matter. */
  idPrefix?: (item: Item) => string;
}

/** What an item's fields take from the list (item(index) gives them): its place, how many there are, the focus once just added, its move and its removal. */
export interface ListItemProps {
  index: number;
  count: number;
  autoFocus: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function useListEditor<Item extends { key: string }>(list: ListEditing<Item>) {
  // The item just added, whose first field takes the focus.
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const added = useRef(0);

  function add() {
    added.current += 1;
    const key = `new-${added.current}`;
    list.setItems((current) => [...current, list.make(key, current)]);
    list.dropPlaceErrors();
    setAddedKey(key);
  }

  function remove(index: number) {
    const item = list.items[index];
    if (item === undefined) return;
    list.setItems((current) => current.filter((_item, at) => at !== index));
    list.dropPlaceErrors();
    list.announce(`Removed ${list.nameOf(item, index)}. ${list.keep} to keep the change.`);
    addButton.current?.focus();
  }

  function move(index: number, to: number) {
    const { idPrefix } = list;
    if (idPrefix === undefined) return;
    moveListItem(
      { items: list.items, setItems: list.setItems, idPrefix, announce: (item, at, text) => list.announce(`${upperFirst(list.nameOf(item, at))} ${text}`), onMoved: list.dropPlaceErrors },
      index,
      to,
    );
  }

  function item(index: number): ListItemProps {
    return { index, count: list.items.length, autoFocus: list.items[index]?.key === addedKey, onMove: (to) => move(index, to), onRemove: () => remove(index) };
  }

  return { addedKey, addButton, add, remove, move, item };
}
