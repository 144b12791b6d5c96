// The server-paged paper lists (Paper Management, Paper Publication, Reviewer Comments, the dashboard's
// recent papers): what the admin chose (reviewer-state filter, status, search, sort) kept in the URL
// (`?show=needs-reviewers&status=Accepted&q=ledger&sort=title&order=desc`), so a reload or a link keeps
// it; the request a view and a page become (GET /api/admin/getpapers, /reviewercomments); and the
// grid's sort model, which sorts on the server by Paper ID or Title only.
import type { GridSortModel } from '@mui/x-data-grid';
import { maxSearchLength, normaliseStatus, PaperStatus, paperListSorts, paperStatuses, statusLabel, type PaperCountsQuery, type PaperCountsAnswer, type PaperListQuery, type PaperListSort, type PaperStatus as Status } from '@confsys/domain';
import { pageCursor, type CursorPaging } from '../../../components/tables/cursorPaging';
import { paperFilterFromParam, type PaperFilter } from './reviewerCoverage';

/** The URL parameters of a paper list. */
export const paperListParams = { show: 'show', status: 'status', search: 'q', sort: 'sort', order: 'order' } as const;

export type SortOrder = 'asc' | 'desc';

/** What the admin chose to see of a list. */
export interface PaperListView {
  /** A reviewer-state filter (Paper Management's buttons), or null for every paper. */
  show: PaperFilter | null;
  /** One status, or null for the screen's own choice (every status, or those it is about). */
  status: Status | null;
  /** A paper ID, a title word or an author's name; '' for no search. */
  search: string;
  sort: PaperListSort;
  order: SortOrder;
}

/** No filter, status or search: the list is every paper. */
export function isEveryPaper(view: PaperListView): boolean {
  return view.show === null && view.status === null && view.search === '';
}

export const defaultPaperListView: PaperListView = { show: null, status: null, search: '', sort: 'paperId', order: 'asc' };


/** A status choice of a screen's select: one status, or its default (value ''). */
export interface StatusChoice {
  value: Status | '';
  label: string;
}

/** Every status, after "All statuses" (Paper Management, Reviewer Comments). */
export const everyStatusChoice: readonly StatusChoice[] = [{ value: '', label: 'All statuses' }, ...paperStatuses.map((status) => ({ value: status, label: statusLabel(status) }))];

/** The statuses Paper Publication lists unless one is chosen: the papers that can be or have been published. */
export const publicationStatuses: readonly Status[] = [PaperStatus.Accepted, PaperStatus.Published];

export const publicationStatusChoice: readonly StatusChoice[] = [
  { value: '', label: 'Accepted and Published' },
  ...publicationStatuses.map((status) => ({ value: status, label: statusLabel(status) })),
];

/**
 * The view a URL names. The URL is user input: an unknown filter, status (or one the screen does not
 * offer), sort or order is left out, and the search is cut to what the server takes.
 */
export function paperListViewFromParams(params: URLSearchParams, choices: readonly StatusChoice[] = everyStatusChoice): PaperListView {
  const status = normaliseStatus(params.get(paperListParams.status) ?? '') ?? null;
  const sort = paperListSorts.find((candidate) => candidate === params.get(paperListParams.sort)) ?? defaultPaperListView.sort;
  return {
    show: paperFilterFromParam(params.get(paperListParams.show)),
    status: status !== null && choices.some((choice) => choice.value === status) ? status : null,
    search: (params.get(paperListParams.search) ?? '').trim().slice(0, maxSearchLength),
    sort,
    order: params.get(paperListParams.order) === 'desc' ? 'desc' : 'asc',
  };
}

/** The search parameters with the view changed; defaults are left out of the URL, other parameters kept. */
export function withPaperListView(current: URLSearchParams, changes: Partial<PaperListView>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | null) => (value === null || value === '' ? next.delete(name) : next.set(name, value));
  if ('show' in changes) set(paperListParams.show, changes.show ?? null);
  if ('status' in changes) set(paperListParams.status, changes.status ?? null);
  if ('search' in changes) set(paperListParams.search, (changes.search ?? '').trim());
  if ('sort' in changes) set(paperListParams.sort, changes.sort === defaultPaperListView.sort ? null : (changes.sort ?? null));
  if ('order' in changes) set(paperListParams.order, changes.order === defaultPaperListView.order ? null : (changes.order ?? null));
  return next;
}

/** Which list a view is: another filter, status, search or sort starts again at the first page. */
export function paperListScope(view: PaperListView): string {
  return JSON.stringify([view.show, view.status, view.search, view.sort, view.order]);
}

/**
 * The query string of one page of the view (every value a string, as the API takes it). Without a
 * chosen status, the screen's default statuses are asked for (none: every status).
 */
export function paperListQuery(view: PaperListView, paging: CursorPaging<string>, defaultStatuses: readonly Status[] = []): PaperListQuery {
  const query: PaperListQuery = { pageSize: String(paging.pageSize), sort: view.sort, order: view.order };
  const after = pageCursor(paging);
  if (after !== undefined) query.after = after;
  const statuses = view.status === null ? defaultStatuses : [view.status];
  if (statuses.length > 0) query.status = statuses.join(',');
  if (view.show !== null) query.show = view.show;
  if (view.search !== '') query.q = view.search;
  return query;
}

/** The grid columns that sort on the server, by what they sort on (the other columns do not sort). */
export type SortFields = Record<PaperListSort, string>;

/** The grid's sort model of the view: the column of its sort, in its order. */
export function sortModelOf(view: Pick<PaperListView, 'sort' | 'order'>, fields: SortFields): GridSortModel {
  return [{ field: fields[view.sort], sort: view.order }];
}

/** The sort the grid asks for: its first sorted column that sorts on the server; the default otherwise. */
export function sortFromModel(model: GridSortModel, fields: SortFields): Pick<PaperListView, 'sort' | 'order'> {
  for (const item of model) {
    const sort = paperListSorts.find((candidate) => fields[candidate] === item.field);
    if (sort !== undefined && item.sort) return { sort, order: item.sort };
  }
  return { sort: defaultPaperListView.sort, order: defaultPaperListView.order };
}

/** The counts of Paper Management's filter buttons: every paper, and each reviewer-state filter's. */
export interface FilterCounts {
  total: number | null;
  counts: Record<PaperFilter, number> | null;
}

/** The request of the filter buttons' counts: the view's status and search (not its filter, page or sort). */
export function paperCountsQuery(status: PaperListView['status'], search: string): PaperCountsQuery {
  return { ...(status === null ? {} : { status }), ...(search === '' ? {} : { q: search }) };
}

/** The buttons' counts from the answer for the view's status and search; none (null) until it comes. */
export function filterCounts(answer: PaperCountsAnswer | null): FilterCounts {
  return answer === null
    ? { total: null, counts: null }
    : { total: answer.all, counts: { 'needs-reviewers': answer.needsReviewers, 'reviews-missing': answer.reviewsMissing, flagged: answer.flagged } };
}
