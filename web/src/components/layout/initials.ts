// Two-letter initials for a person's avatar, ignoring academic titles ("Dr. T. Senthil Kumar" -> "TK").
const honorifics = new Set(['prof', 'dr', 'mr', 'mrs', 'ms', 'shri', 'smt', 'thiru', 'tmt']);

export function initials(fullName: string): string {
  const words = fullName
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word.length > 0 && !honorifics.has(word.toLowerCase()));
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase();
}
