// Does a text name someone? The one check behind every anonymity warning: a manuscript's pages, an
// author's response to the reviews, a reviewer's comment in a discussion. It looks for each person's
// name, email and organisation, ignoring case, accents, punctuation and line breaks.

/** Whom a text must not name: a person's name, email and organisation, as they were given. */
export interface NamedPerson {
  name: string;
  email: string;
  organization: string;
}

export type IdentityKind = 'name' | 'email' | 'organization';

/** Lower case, accents removed, every run of non-letters and non-digits as one space (padded with one each side). */
export function normaliseWords(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** Lower case with all whitespace removed: an address split over text runs or lines reads whole again. */
const compact = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * What the text names of each person, in the order given, once per (kind, text as the person was given).
 * A long name or organisation also matches across split words ("Ali" "ce Smith", a hyphenated line
 * break); a short one only as whole words, or "Li Na" would match "Carolina".
 */
export function identitiesIn(text: string, people: readonly NamedPerson[]): Array<{ kind: IdentityKind; text: string }> {
  const words = normaliseWords(text);
  const wordsJoined = words.replace(/ /g, '');
  const joined = compact(text);
  const appears = (phrase: string) => {
    const wanted = normaliseWords(phrase);
    if (wanted.trim().length < 3) return false;
    const wantedJoined = wanted.replace(/ /g, '');
    return words.includes(wanted) || (wantedJoined.length >= 8 && wordsJoined.includes(wantedJoined));
  };
  const found: Array<{ kind: IdentityKind; text: string }> = [];
  const add = (kind: IdentityKind, value: string) => {
    if (!found.some((finding) => finding.kind === kind && finding.text === value)) found.push({ kind, text: value });
  };
  for (const person of people) {
    if (appears(person.name)) add('name', person.name.trim());
    const email = compact(person.email);
    if (email.includes('@') && joined.includes(email)) add('email', person.email.trim());
    if (appears(person.organization)) add('organization', person.organization.trim());
  }
  return found;
}
