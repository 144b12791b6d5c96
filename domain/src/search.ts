// The words a search compares: every list's search (the paper lists' tokens, the volume's layout, the
// public list of accepted papers) reads a text as these words. No zod, so the public pages can use it.

/** The words of a text as the search compares them: letters and digits, lower case, accents removed. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** A paper's words as one text for a search by the beginnings of words (matchesSearch): its ID, title and authors. */
export function searchText(...texts: readonly string[]): string {
  return ` ${texts.flatMap(searchWords).join(' ')}`;
}

/** Whether every word of a search (searchWords) begins a word of the text (searchText): "fed learn" finds "Federated Learning". */
export function matchesSearch(text: string, words: readonly string[]): boolean {
  return words.every((word) => text.includes(` ${word}`));
}

/** The longest search a list takes, in characters. */
export const maxSearchLength = 100;
