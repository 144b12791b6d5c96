// The admin's paper lists, read in pages: what a request may ask (page size, cursor, sort, status,
// reviewer state, search), the admin-only index document each paper has for those queries
// (paperIndex/{paperId}: the fields the lists filter and sort on, and the search words), and the
// Firestore query each request becomes. The functions run the query; the index test checks that
// firestore.indexes.json has a composite index for every shape a request can take.
import { z } from 'zod/mini';
import { IdFormats, paperNumberOf } from '../ids';
import { Messages } from '../messages';
import { maxSearchLength, searchWords } from '../search';
import { normaliseStatus, openStatuses, PaperStatus, paperStatuses, type PaperStatus as Status } from '../status';

/** Page sizes the grids offer; the server refuses more than the largest, so no answer grows with the conference. */
export const paperPageSizes = [10, 25, 50, 100] as const;
export const maxPaperPageSize = 100;
export const defaultPaperPageSize = 25;

/** What the lists sort on. Paper IDs are given in order of submission, so they also sort by date. */
export const paperListSorts = ['paperId', 'title'] as const;
export type PaperListSort = (typeof paperListSorts)[number];

/**
 * The reviewer-state filters: papers that need reviewers (submitted or Under Review, with fewer than
 * the conference's target), papers Under Review whose reviews are missing, and papers with a reviewer
 * or a review (the decision table's rows).
 */
export const paperListShows = ['needs-reviewers', 'reviews-missing', 'in-review', 'flagged'] as const;
/** The lists read from the index's conditions; 'flagged' is read from the similarity check's signatures (those at or above the threshold). */
export const indexedPaperListShows = ['needs-reviewers', 'reviews-missing', 'in-review'] as const;
export type PaperListShow = (typeof paperListShows)[number];

/** The index document's fields the queries filter and sort on (paperIndex/{paperId}). */
export const PaperIndexSchema = z.object({
  paperId: z.string(),
  /** The paper ID's number (paperNumberOf): the ID order, in which ICCS25-10000 follows ICCS25-9999. */
  number: z.number(),
  /** The title's words in lower case, without accents: the title sort. */
  titleKey: z.string(),
  status: z.enum(paperStatuses as [Status, ...Status[]]),
  reviewerCount: z.number(),
  /** Submitted or Under Review: reviewers may still be added. */
  open: z.boolean(),
  /** Fewer submitted reviews than reviewers assigned. */
  reviewsMissing: z.boolean(),
  /** The paper has a reviewer or a submitted review: a row of the decision table. */
  inReview: z.boolean(),
  /** Every word of the paper ID, the title and the authors' names, and each multi-word ID and name whole (searchWords). */
  searchTokens: z.array(z.string()),
  submissionDate: z.string(),
});
export type PaperIndexDoc = z.infer<typeof PaperIndexSchema>;

/** What an index entry is made of: the paper's fields and its authors' names. */
export interface PaperIndexSource {
  paperId: string;
  title: string;
  status: Status;
  reviewerIds: readonly string[];
  submittedReviews: number;
  submissionDate: string;
}

/** At most this many search tokens per paper (a long title and many authors stay well inside Firestore's limits). */
export const maxSearchTokens = 200;

/** A paper's search tokens: each word of its ID, title and authors' names, and each multi-word ID or name whole. */
export function searchTokens(paperId: string, title: string, authorNames: readonly string[]): string[] {
  const tokens = new Set<string>();
  for (const name of [paperId, ...authorNames]) {
    const words = searchWords(name);
    if (words.length > 1) tokens.add(words.join(' '));
  }
  for (const text of [paperId, title, ...authorNames]) for (const word of searchWords(text)) tokens.add(word);
  return [...tokens].slice(0, maxSearchTokens);
}

/** The token a search looks for: one word, or a whole paper ID or name; null when it has no letter or digit. */
export function searchToken(search: string): string | null {
  const words = searchWords(search);
  return words.length === 0 ? null : words.join(' ');
}

/** The fields of the index entry that follow the paper's state (status and reviewers). */
export function paperStateIndexFields(paper: Omit<PaperIndexSource, 'title' | 'paperId' | 'submissionDate'>): Pick<PaperIndexDoc, 'status' | 'reviewerCount' | 'open' | 'reviewsMissing' | 'inReview'> {
  const reviewerCount = paper.reviewerIds.length;
  return {
    status: paper.status,
    reviewerCount,
    open: openStatuses.includes(paper.status),
    reviewsMissing: paper.submittedReviews < reviewerCount,
    inReview: reviewerCount > 0 || paper.submittedReviews > 0,
  };
}

/** A paper's whole index entry. */
export function paperIndexEntry(paper: PaperIndexSource, authorNames: readonly string[]): PaperIndexDoc {
  return {
    paperId: paper.paperId,
    number: paperNumberOf(paper.paperId),
    titleKey: searchWords(paper.title).join(' '),
    ...paperStateIndexFields(paper),
    searchTokens: searchTokens(paper.paperId, paper.title, authorNames),
    submissionDate: paper.submissionDate,
  };
}

/** A page size as the query string carries it: a whole number of at most three digits (the range is checked by readPageSize). */
/** A list's search (`q`): at most maxSearchLength characters. */
export const SearchParam = z.string().check(z.maxLength(maxSearchLength, { error: Messages.searchTooLong }));

export const PageSizeParam = z.string().check(z.regex(/^(?:[1-9][0-9]{0,2})$/, { error: Messages.pageSizeRange }));

/** The page size a checked query value asks for (the default when absent), or null when out of range. */
export function readPageSize(value: string | undefined): number | null {
  const pageSize = value === undefined ? defaultPaperPageSize : Number(value);
  return pageSize < 1 || pageSize > maxPaperPageSize ? null : pageSize;
}

/** The query string of a paper list (every value a string, as it arrives). */
export const PaperListQuerySchema = z.object({
  pageSize: z.optional(PageSizeParam),
  /** The paper ID of the last row of the previous page. */
  after: z.optional(z.string().check(z.regex(IdFormats.paper, { error: Messages.pageCursorInvalid }))),
  sort: z.optional(z.enum(paperListSorts, { error: Messages.sortInvalid })),
  order: z.optional(z.enum(['asc', 'desc'], { error: Messages.orderInvalid })),
  /** One status, or several separated by commas. */
  status: z.optional(z.string().check(z.maxLength(100, { error: Messages.statusFilterInvalid }))),
  show: z.optional(z.enum(paperListShows, { error: Messages.showInvalid })),
  q: z.optional(SearchParam),
});
export type PaperListQuery = z.infer<typeof PaperListQuerySchema>;

/** The query string of the filter buttons' counts: the status and search of the list. */
export const PaperCountsQuerySchema = z.pick(PaperListQuerySchema, { status: true, q: true });
export type PaperCountsQuery = z.infer<typeof PaperCountsQuerySchema>;

/** A list request, checked and with its defaults. */
export interface PaperListRequest {
  pageSize: number;
  after: string | null;
  sort: PaperListSort;
  order: 'asc' | 'desc';
  statuses: Status[];
  show: PaperListShow | null;
  /** The search token (searchToken), or null for no search. */
  token: string | null;
}

/** The request a checked query string asks for, or the message saying which value is wrong. */
export function readPaperListQuery(query: PaperListQuery | undefined): PaperListRequest | { error: string } {
  const pageSize = readPageSize(query?.pageSize);
  if (pageSize === null) return { error: Messages.pageSizeRange };
  const statuses: Status[] = [];
  for (const part of (query?.status ?? '').split(',')) {
    if (part.trim() === '') continue;
    const status = normaliseStatus(part);
    if (!status) return { error: Messages.statusFilterInvalid };
    if (!statuses.includes(status)) statuses.push(status);
  }
  return {
    pageSize,
    after: query?.after ?? null,
    sort: query?.sort ?? 'paperId',
    order: query?.order ?? 'asc',
    statuses,
    show: query?.show ?? null,
    token: searchToken(query?.q ?? ''),
  };
}

/** One condition of a list query on the index: equality, one of a list, or an array holding the value. */
export type PaperListCondition =
  | { field: keyof PaperIndexDoc; op: '=='; value: string | number | boolean }
  | { field: keyof PaperIndexDoc; op: 'in'; values: Array<string | number> }
  | { field: 'searchTokens'; op: 'array-contains'; value: string };


/**
 * The conditions a request puts on the index, or null when nothing can match (a status filter and a
 * reviewer-state filter that exclude each other). `target` is the number of reviewers each paper should have.
 */
export function paperListConditions(request: Pick<PaperListRequest, 'statuses' | 'show' | 'token'>, target: number): PaperListCondition[] | null {
  const conditions: PaperListCondition[] = [];
  let statuses: readonly Status[] = request.statuses;
  const within = (allowed: readonly Status[]) => (statuses.length === 0 ? allowed : statuses.filter((status) => allowed.includes(status)));
  if (request.show === 'needs-reviewers') {
    statuses = within(openStatuses);
    if (statuses.length === 0 || target < 1) return null;
    // Both open statuses: one equality on `open` rather than a list of statuses (fewer disjunctions).
    if (statuses.length === openStatuses.length) {
      statuses = [];
      conditions.push({ field: 'open', op: '==', value: true });
    }
    conditions.push({ field: 'reviewerCount', op: 'in', values: Array.from({ length: Math.min(target, 30) }, (_unused, count) => count) });
  } else if (request.show === 'reviews-missing') {
    statuses = within([PaperStatus.UnderReview]);
    if (statuses.length === 0) return null;
    conditions.push({ field: 'reviewsMissing', op: '==', value: true });
  } else if (request.show === 'in-review') {
    conditions.push({ field: 'inReview', op: '==', value: true });
  }
  if (statuses.length === 1) conditions.unshift({ field: 'status', op: '==', value: statuses[0] as Status });
  else if (statuses.length > 1) conditions.unshift({ field: 'status', op: 'in', values: [...statuses] });
  if (request.token !== null) conditions.push({ field: 'searchTokens', op: 'array-contains', value: request.token });
  return conditions;
}

/** The index field a sort orders by. */
export function paperListOrderField(sort: PaperListSort): keyof PaperIndexDoc {
  return sort === 'title' ? 'titleKey' : 'number';
}

/** A composite index as firestore.indexes.json declares it. */
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: Array<{ fieldPath: string; order: 'ASCENDING' | 'DESCENDING' } | { fieldPath: string; arrayConfig: 'CONTAINS' }>;
}

/**
 * Every composite index the paper lists need: one per shape of conditions and order. A query with no
 * condition (only an order) is served by Firestore's single-field indexes.
 */
export function paperListIndexes(collectionGroup: string): CompositeIndex[] {
  const shapes = new Map<string, CompositeIndex>();
  const statusChoices: Status[][] = [[], [PaperStatus.Submitted], [PaperStatus.Accepted, PaperStatus.Published], [PaperStatus.UnderReview]];
  for (const statuses of statusChoices)
    for (const show of [null, ...indexedPaperListShows])
      for (const token of [null, 'word'])
        for (const sort of paperListSorts)
          for (const order of ['asc', 'desc'] as const) {
            const conditions = paperListConditions({ statuses, show, token }, 3);
            if (conditions === null || conditions.length === 0) continue;
            const fields: CompositeIndex['fields'] = conditions
              .filter((condition) => condition.op !== 'array-contains')
              .map((condition) => ({ fieldPath: condition.field, order: 'ASCENDING' as const }));
            if (token !== null) fields.push({ fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' });
            fields.push({ fieldPath: paperListOrderField(sort), order: order === 'asc' ? 'ASCENDING' : 'DESCENDING' });
            const index: CompositeIndex = { collectionGroup, queryScope: 'COLLECTION', fields };
            shapes.set(JSON.stringify(index), index);
          }
  return [...shapes.values()];
}
