// A closed set of names, each with the text that shows it: written once, as its labels. The order of the
// labels is the order of the set (every name is an identifier, so the keys keep the order they are written in).

/** The names of a set of labels, in the order the labels are written, as a non-empty list (so `z.enum` takes it). */
export function labelledKeys<K extends string>(labels: Readonly<Record<K, string>>): readonly [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}
