// What the integrity checks read of a submission besides its text: its authors by email (the cap on
// papers per author counts them), and whether its abstract is placeholder text rather than an abstract.
import { Limits } from '../validation';

/** The distinct addresses of a paper's authors, lower-cased and trimmed, in the authors' order. */
export function authorEmailsOf(authors: ReadonlyArray<{ email: string }>): string[] {
  return [...new Set(authors.map((author) => author.email.trim().toLowerCase()).filter((email) => email !== ''))];
}

/** Words of filler text that no abstract uses. */
const fillerWords = new Set(['lorem', 'ipsum', 'dolor', 'consectetur', 'adipiscing', 'tbd', 'todo', 'tba', 'xxx', 'asdf', 'qwerty', 'placeholder']);

/**
 * Why an abstract looks like a placeholder rather than an abstract, or null: shorter than the form's
 * minimum (a paper from before the rule), made of filler words (lorem ipsum, TBD, asdf), or a few words
 * repeated (test test test, word1 word2 … numbered).
 */
export function placeholderAbstract(abstract: string): string | null {
  const words = abstract.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length < Limits.abstractMinWords) return `its abstract has ${words.length} words, fewer than the ${Limits.abstractMinWords} the call asks for`;
  const filler = words.filter((word) => fillerWords.has(word)).length;
  if (filler >= 3 || filler / words.length > 0.05) return 'its abstract is placeholder text (lorem ipsum, TBD)';
  // Letters alone: "word1 word2 word3" is one word numbered.
  const stems = new Set(words.map((word) => word.replace(/\d+/g, '')).filter((stem) => stem !== ''));
  if (stems.size < Math.max(8, words.length * 0.15)) return `its abstract repeats ${stems.size} word${stems.size === 1 ? '' : 's'} over and over`;
  return null;
}
