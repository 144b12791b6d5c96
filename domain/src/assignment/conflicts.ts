// Conflicts of interest: (paper, reviewer) pairs that must not be assigned, each with a reason a person
// can read. Some are declared (by the authors at submission, or by the reviewer), the others found by
// comparing the reviewer with each author: the same email, the same email domain (public mail providers
// aside), the same organisation. Reasons name the author for the admin; a reviewer is never told which.

export const ConflictSources = ['authors', 'reviewer', 'email', 'domain', 'organization'] as const;
export type ConflictSource = (typeof ConflictSources)[number];

export interface Conflict {
  source: ConflictSource;
  /** For the admin: what the conflict is and, for the found ones, with which author. */
  reason: string;
}

/** A reviewer as the comparison needs them. */
export interface ConflictReviewer {
  id: string;
  email: string;
  affiliation: string;
}

/** An author as the comparison needs them. */
export interface ConflictAuthor {
  name: string;
  email: string;
  organization: string;
}

/** Mail providers anyone can use: sharing one says nothing about an affiliation. */
export const publicMailDomains: ReadonlySet<string> = new Set([
  '126.com',
  '163.com',
  'aol.com',
  'duck.com',
  'fastmail.com',
  'gmail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'googlemail.com',
  'hey.com',
  'hotmail.co.uk',
  'hotmail.com',
  'icloud.com',
  'live.com',
  'mac.com',
  'mail.com',
  'mail.ru',
  'me.com',
  'msn.com',
  'naver.com',
  'outlook.com',
  'outlook.in',
  'pm.me',
  'proton.me',
  'protonmail.com',
  'qq.com',
  'rediffmail.com',
  'sina.com',
  'tutanota.com',
  'web.de',
  'yahoo.co.in',
  'yahoo.co.uk',
  'yahoo.com',
  'yahoo.in',
  'yandex.com',
  'yandex.ru',
  'ymail.com',
  'zohomail.com',
  'zohomail.in',
]);

/** Words that say what kind of body an organisation is rather than which one it is. */
const organisationNoise = new Set([
  'a',
  'and',
  'at',
  'college',
  'de',
  'del',
  'der',
  'dept',
  'department',
  'des',
  'di',
  'faculty',
  'for',
  'fur',
  'la',
  'of',
  'school',
  'the',
  'univ',
  'universidad',
  'universidade',
  'universita',
  'universitat',
  'universite',
  'university',
]);

/**
 * An organisation's name reduced to what identifies it: lower case, without accents, punctuation and
 * the words above, the remaining words in order. "University of Mysore" and "Mysore University, the"
 * give the same; an empty result matches nothing.
 */
export function normaliseOrganization(name: string): string {
  const known = normalised.get(name);
  if (known !== undefined) return known;
  const result = normaliseUncached(name);
  // An assignment compares every reviewer with every author: the same few hundred names, many times.
  if (normalised.size >= 20_000) normalised.clear();
  normalised.set(name, result);
  return result;
}

const normalised = new Map<string, string>();

function normaliseUncached(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !organisationNoise.has(word));
  return [...new Set(words)].sort().join(' ');
}

/** The part of an address after the @, lower case; '' when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase().replace(/\.$/, '');
}

/** Whether two addresses' domains belong to one organisation: equal, or one a subdomain of the other; never a public provider. */
export function sameOrganisationDomain(a: string, b: string): boolean {
  const [first, second] = [emailDomain(a), emailDomain(b)];
  if (first === '' || second === '' || !first.includes('.') || !second.includes('.')) return false;
  if (publicMailDomains.has(first) || publicMailDomains.has(second)) return false;
  return first === second || first.endsWith(`.${second}`) || second.endsWith(`.${first}`);
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase() && a.trim() !== '';

/**
 * Every conflict between a reviewer and a paper: declared by the authors (the reviewer's ID in their
 * exclusion list), declared by the reviewer, and found in each author's email, domain and organisation.
 */
export function findConflicts(
  reviewer: ConflictReviewer,
  authors: readonly ConflictAuthor[],
  declared: { excludedByAuthors: readonly string[]; declaredByReviewer: boolean },
): Conflict[] {
  const conflicts: Conflict[] = [];
  if (declared.excludedByAuthors.includes(reviewer.id)) conflicts.push({ source: 'authors', reason: 'The authors declared a conflict with this reviewer.' });
  if (declared.declaredByReviewer) conflicts.push({ source: 'reviewer', reason: 'The reviewer declared a conflict with this paper.' });
  const organisation = normaliseOrganization(reviewer.affiliation);
  for (const author of authors) {
    if (sameAddress(author.email, reviewer.email)) {
      conflicts.push({ source: 'email', reason: `The reviewer's email is the email of author ${author.name}.` });
    } else if (sameOrganisationDomain(author.email, reviewer.email)) {
      conflicts.push({ source: 'domain', reason: `The reviewer's email domain (${emailDomain(reviewer.email)}) is that of author ${author.name}.` });
    }
    if (organisation !== '' && normaliseOrganization(author.organization) === organisation) {
      conflicts.push({ source: 'organization', reason: `The reviewer's affiliation (${reviewer.affiliation.trim()}) is the organisation of author ${author.name}.` });
    }
  }
  return conflicts;
}

/** What a paper's conflicts are found from: its authors and the committee members they excluded. */
export interface ConflictPaper {
  authors: readonly ConflictAuthor[];
  excludedReviewers?: readonly string[];
}

/**
 * The conflicts between a reviewer and a paper, as manual assignment, its candidates and the automatic
 * assignment all judge them: the authors' exclusions, the reviewer's own declaration, and the authors'
 * emails, domains and organisations.
 */
export function paperConflicts(reviewer: ConflictReviewer, paper: ConflictPaper, declaredByReviewer: boolean): Conflict[] {
  return findConflicts(reviewer, paper.authors, { excludedByAuthors: paper.excludedReviewers ?? [], declaredByReviewer });
}
