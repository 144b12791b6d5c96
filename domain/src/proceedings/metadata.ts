// A paper's final metadata for the proceedings (issue 28): the authors confirm the title, abstract,
// keywords and the ordered author list, each with an optional ORCID iD checked by its check character.
// Affiliations written several ways are grouped into suggestions for the chair (never merged silently),
// and each name is split into given and family names for the indexers' records.
import { z } from 'zod/mini';

const orcidMessage = 'An ORCID iD is 16 digits in four groups, the last possibly X (e.g. 0000-0002-1825-0097).';
const orcidChecksumMessage = 'This ORCID iD fails its check digit: a digit is mistyped.';

/** The check character of an ORCID iD's first 15 digits (ISO 7064 MOD 11-2). */
export function orcidCheckCharacter(first15: string): string {
  let total = 0;
  for (const digit of first15) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/** An ORCID iD as written ("https://orcid.org/0000-...", spaces, lower-case x) in its bare form, or null when it has not the shape of one. */
export function normaliseOrcid(value: string): string | null {
  const bare = value.trim().replace(/^https?:\/\/(www\.)?orcid\.org\//i, '').toUpperCase();
  const digits = bare.replace(/[\s-]/g, '');
  if (!/^\d{15}[\dX]$/.test(digits)) return null;
  return `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8, 12)}-${digits.slice(12)}`;
}

/** Why a value is not an ORCID iD (its shape, its check digit), or null. */
export function orcidProblem(value: string): string | null {
  const orcid = normaliseOrcid(value);
  if (!orcid) return orcidMessage;
  const digits = orcid.replace(/-/g, '');
  return orcidCheckCharacter(digits.slice(0, 15)) === digits[15] ? null : orcidChecksumMessage;
}

const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/** Abbreviations written for the words of institutions' names. */
const expansions: Record<string, string> = {
  univ: 'university',
  uni: 'university',
  inst: 'institute',
  instt: 'institute',
  dept: 'department',
  tech: 'technology',
  technol: 'technology',
  engg: 'engineering',
  eng: 'engineering',
  coll: 'college',
  natl: 'national',
  intl: 'international',
  sci: 'science',
};
const ignored = new Set(['the', 'of', 'and', 'for', 'at', 'in']);

/** The key under which spellings of one institution meet: words without accents, case, punctuation, abbreviations or small words. */
export function affiliationKey(affiliation: string): string {
  return words(affiliation)
    .map((word) => expansions[word] ?? word)
    .filter((word) => !ignored.has(word))
    .join(' ');
}

export interface AffiliationSuggestion {
  /** The spellings met, the most used first. */
  spellings: string[];
  /** The spelling to print: the most used one (ties: the longest, then the first in order). */
  suggested: string;
  /** How many author entries use each spelling, in the order of `spellings`. */
  counts: number[];
}

/** The institutions written more than one way, each a suggestion to merge under one spelling. */
export function affiliationSuggestions(affiliations: readonly string[]): AffiliationSuggestion[] {
  const groups = new Map<string, Map<string, number>>();
  for (const affiliation of affiliations) {
    const spelling = affiliation.trim().replace(/\s+/g, ' ');
    const key = affiliationKey(spelling);
    if (key === '') continue;
    const group = groups.get(key) ?? new Map<string, number>();
    group.set(spelling, (group.get(spelling) ?? 0) + 1);
    groups.set(key, group);
  }
  return [...groups.values()]
    .filter((group) => group.size > 1)
    .map((group) => {
      const ranked = [...group.entries()].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length);
      return { spellings: ranked.map(([spelling]) => spelling), suggested: ranked[0]![0], counts: ranked.map(([, count]) => count) };
    });
}

/** A name split for the indexers: "Family, Given" as written, else the last word is the family name. */
export function splitName(name: string): { given: string; family: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const comma = trimmed.indexOf(',');
  if (comma > 0) return { family: trimmed.slice(0, comma).trim(), given: trimmed.slice(comma + 1).trim() };
  const parts = trimmed.split(' ');
  if (parts.length === 1) return { given: '', family: trimmed };
  return { given: parts.slice(0, -1).join(' '), family: parts.at(-1)! };
}

const text = (label: string, max: number) =>
  z.pipe(z.string({ error: `${label} is required.` }), z.transform((value: string) => value.trim().replace(/\s+/g, ' '))).check(
    z.minLength(1, { error: `${label} is required.` }),
    z.maxLength(max, { error: `${label} may be at most ${max} characters.` }),
  );

const emailMessage = "Each author's email is an address such as name@example.org.";

/** One author as the proceedings print them, in order. */
export const MetadataAuthorSchema = z.object({
  name: text("The author's name", 200),
  affiliation: text('The affiliation', 300),
  country: text('The country', 100),
  email: z.string({ error: emailMessage }).check(z.regex(/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/, { error: emailMessage }), z.maxLength(254, { error: emailMessage })),
  orcid: z.optional(
    z.pipe(
      z.string({ error: orcidMessage }).check(
        z.superRefine((value: string, context) => {
          const problem = value.trim() === '' ? null : orcidProblem(value);
          if (problem) context.issues.push({ code: 'custom', message: problem, input: value });
        }),
      ),
      z.transform((value: string) => normaliseOrcid(value) ?? ''),
    ),
  ),
});
export type MetadataAuthor = z.output<typeof MetadataAuthorSchema>;

const authorsMessage = 'The author list holds 1 to 20 authors, in the order they are printed.';

/** PUT /api/authors/papers/{paperId}/metadata: the final title, abstract, keywords and authors. */
export const FinalMetadataSchema = z.object({
  title: text('The title', 300),
  abstract: z.pipe(z.string({ error: 'The abstract is required.' }), z.transform((value: string) => value.trim())).check(
    z.minLength(1, { error: 'The abstract is required.' }),
    z.maxLength(5000, { error: 'The abstract may be at most 5,000 characters.' }),
  ),
  keywords: text('The keywords', 500),
  authors: z.array(MetadataAuthorSchema, { error: authorsMessage }).check(z.minLength(1, { error: authorsMessage }), z.maxLength(20, { error: authorsMessage })),
});
export type FinalMetadata = z.output<typeof FinalMetadataSchema>;
