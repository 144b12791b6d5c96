// The reviewer records read in pages (the Reviewers screen, the assign dialog's candidates, the
// committee the authors declare conflicts with): what a request may ask (page size, cursor, search) and
// the fields each record carries for it (nameKey, the order; searchTokens, what a search finds).
import { z } from 'zod/mini';
import { IdFormats } from '../ids';
import { Messages } from '../messages';
import { PageSizeParam, SearchParam, maxSearchTokens, readPageSize, searchToken, type CompositeIndex } from '../submissions/paperList';
import { searchWords } from '../search';

/** A reviewer record the chair keeps (reviewers/{id}), with the fields its lists order and search on. */
export const ReviewerSchema = z.object({
  id: z.string(),
  name: z.string(),
  affiliation: z.string(),
  /** Lower case; links the record to the reviewer's account. */
  email: z.string(),
  /** API path of the profile file, or null. */
  profile: z.nullable(z.string()),
  profileType: z.nullable(z.enum(['pdf', 'doc', 'docx'])),
  researchArea: z.string(),
  /** The call's topics the reviewer chose on their dashboard (or when accepting an invitation). */
  topics: z.optional(z.array(z.string())),
  /** The most papers the reviewer accepted to review (an invitation's answer, or set by the chair); the automatic assignment keeps under it. */
  load: z.optional(z.number()),
  /** Whether the reviewer accepts late requests (papers assigned after the first round). */
  lateRequests: z.optional(z.boolean()),
  /** The invitation the record was made or linked by. */
  invitationId: z.optional(z.string()),
  /** The text of the profile's first pages, when it is a PDF that can be read: the assignment's text affinity reads it. */
  profileText: z.optional(z.string()),
  createdAt: z.string(),
  /** The name's words in lower case, without accents: the lists' order (reviewerRecord derives it). */
  nameKey: z.string(),
  /** Every word of the name, affiliation and email, and each whole: what a search finds (reviewerRecord). */
  searchTokens: z.array(z.string()),
});
export type ReviewerDoc = z.infer<typeof ReviewerSchema>;

/**
 * Marks the tokens of the email address: the admin's searches find them, the authors' committee search
 * does not (authors never learn a member's address, so they may not test one either).
 */
export const emailTokenPrefix = '@';

/**
 * A reviewer record's search tokens: each word of the name and affiliation and each whole, then the same
 * of the email, marked; then the starts (two letters or more) of every word, so a picker finds a member
 * while the word is being typed, and of the whole address, so any beginning of it finds its owner
 * ("asha.rao@exa"). Whole words come first, so a cut at the limit drops starts only.
 */
export function reviewerSearchTokens(name: string, affiliation: string, email: string): string[] {
  const tokens = new Set<string>();
  const add = (text: string, prefix: string) => {
    const words = searchWords(text);
    if (words.length > 1) tokens.add(prefix + words.join(' '));
    for (const word of words) tokens.add(prefix + word);
  };
  add(name, '');
  add(affiliation, '');
  add(email, emailTokenPrefix);
  const starts = (word: string, prefix: string) => {
    for (let length = 2; length < word.length; length += 1) tokens.add(prefix + word.slice(0, length).trimEnd());
  };
  for (const word of [...searchWords(name), ...searchWords(affiliation)]) starts(word, '');
  for (const word of searchWords(email)) starts(word, emailTokenPrefix);
  starts(searchWords(email).join(' '), emailTokenPrefix);
  return [...tokens].slice(0, maxSearchTokens);
}

/** The tokens a search looks for: the public ones only (committee), or the email's too (admin). */
export function reviewerSearchTargets(token: string, withEmail: boolean): string[] {
  return withEmail ? [token, emailTokenPrefix + token] : [token];
}

/** The fields the reviewer lists order and search on, derived from the record's name, affiliation and email. */
export function reviewerSearchFields(record: Pick<ReviewerDoc, 'name' | 'affiliation' | 'email'>): Pick<ReviewerDoc, 'nameKey' | 'searchTokens'> {
  return { nameKey: searchWords(record.name).join(' '), searchTokens: reviewerSearchTokens(record.name, record.affiliation, record.email) };
}

/** A reviewer record with its search fields. */
export function reviewerRecord(record: Omit<ReviewerDoc, 'nameKey' | 'searchTokens'>): ReviewerDoc {
  return { ...record, ...reviewerSearchFields(record) };
}

/** The query string of a reviewer list. */
export const ReviewerListQuerySchema = z.object({
  pageSize: z.optional(PageSizeParam),
  /** The reviewer ID of the last row of the previous page. */
  after: z.optional(z.string().check(z.regex(IdFormats.reviewer, { error: Messages.reviewerCursorInvalid }))),
  /** A name, a word of one, an affiliation or an email address. */
  q: z.optional(SearchParam),
});
export type ReviewerListQuery = z.infer<typeof ReviewerListQuerySchema>;

/** At most this many committee members by ID in one request (the most an author can declare). */
export const maxCommitteeIds = 50;

/** The committee's query string: a page like the reviewer lists, or the members named by ID (ids). */
export const CommitteeQuerySchema = z.extend(ReviewerListQuerySchema, {
  /** Reviewer record IDs separated by commas: the members an author already declared, by name. */
  ids: z.optional(z.string().check(z.maxLength(maxCommitteeIds * 65, { error: Messages.committeeIdsInvalid }))),
});
export type CommitteeQuery = z.infer<typeof CommitteeQuerySchema>;

/** The IDs a committee request names, or null when one is not a reviewer ID or there are too many. */
export function readCommitteeIds(ids: string): string[] | null {
  const list = [...new Set(ids.split(',').map((id) => id.trim()).filter((id) => id !== ''))];
  return list.length <= maxCommitteeIds && list.every((id) => IdFormats.reviewer.test(id)) ? list : null;
}

/** The query string of a page of reviewer records: its size, where it starts (none: the first page), and the search if any. */
export function reviewerPageQuery(search: string, pageSize: number, after?: string): ReviewerListQuery {
  return { pageSize: String(pageSize), ...(after === undefined ? {} : { after }), ...(search === '' ? {} : { q: search }) };
}

export interface ReviewerListRequest {
  pageSize: number;
  after: string | null;
  token: string | null;
}

/** The request a checked query string asks for, or the message saying which value is wrong. */
export function readReviewerListQuery(query: ReviewerListQuery | undefined): ReviewerListRequest | { error: string } {
  const pageSize = readPageSize(query?.pageSize);
  if (pageSize === null) return { error: Messages.pageSizeRange };
  return { pageSize, after: query?.after ?? null, token: searchToken(query?.q ?? '') };
}

/** The composite index a search of reviewer records needs (the order alone is served by a single-field index). */
export function reviewerListIndexes(collectionGroup: string): CompositeIndex[] {
  return [{ collectionGroup, queryScope: 'COLLECTION', fields: [{ fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' }, { fieldPath: 'nameKey', order: 'ASCENDING' }] }];
}
