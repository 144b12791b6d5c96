// Lists the forms reorder: the programme's sessions and papers, a paper's authors, the volume's order.

/** The list with the item at `from` moved to `to` (a place in the list); as it was when `to` is outside it. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
