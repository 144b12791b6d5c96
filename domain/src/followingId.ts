// Editable lists whose items take their ID from their text (a programme session from its title, a fee
// category from its label) until the ID is edited by hand.

/**
 * The items with one changed by `change`; while that item's ID follows its text (`follows`), the ID is made
 * again by `idFrom`, told the other items' IDs so that it stays apart from them.
 */
export function withFollowingId<T extends { id: string }>(
  items: readonly T[],
  index: number,
  change: Partial<T>,
  follows: (item: T) => boolean,
  idFrom: (taken: readonly string[]) => string,
): T[] {
  return items.map((item, at) => {
    if (at !== index) return item;
    if (!follows(item)) return { ...item, ...change };
    const taken = items.filter((_other, other) => other !== index).map((other) => other.id);
    return { ...item, ...change, id: idFrom(taken) };
  });
}
