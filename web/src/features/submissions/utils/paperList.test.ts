import { describe, expect, it } from 'vitest';
import { readPaperListQuery, PaperCountsQuerySchema, PaperListQuerySchema } from '@confsys/domain';
import { firstPage, movePage } from '../../../components/tables/cursorPaging';
import {
  defaultPaperListView,
  paperCountsQuery,
  everyStatusChoice,
  filterCounts,
  paperListQuery,
  paperListScope,
  paperListViewFromParams,
  publicationStatusChoice,
  publicationStatuses,
  sortFromModel,
  sortModelOf,
  withPaperListView,
  type PaperListView,
} from './paperList';

const view = (changes: Partial<PaperListView>): PaperListView => ({ ...defaultPaperListView, ...changes });
const fromUrl = (search: string, choices = everyStatusChoice) => paperListViewFromParams(new URLSearchParams(search), choices);
const managementFields = { paperId: 'paperId', title: 'title' } as const;
const commentFields = { paperId: '_id', title: 'paperTitle' } as const;

describe('the view in the URL', () => {
  it('reads the chair looking for Under Review papers with "ledger" in them, by title, last first', () => {
    expect(fromUrl('show=reviews-missing&status=Under+Review&q=+ledger+&sort=title&order=desc')).toEqual({
      show: 'reviews-missing',
      status: 'Under Review',
      search: 'ledger',
      sort: 'title',
      order: 'desc',
    });
  });

  it('reads a bare URL as every paper by Paper ID', () => {
    expect(fromUrl('')).toEqual(defaultPaperListView);
  });

  it('takes a status in any case, and leaves out unknown values (the URL is user input)', () => {
    expect(fromUrl('status=accepted').status).toBe('Accepted');
    expect(fromUrl('status=Lost&show=everything&sort=author&order=sideways')).toEqual(defaultPaperListView);
    // The client grids' former `sort=field:dir` form is not a server sort.
    expect(fromUrl('sort=title:asc').sort).toBe('paperId');
  });

  it('leaves out a status the screen does not offer', () => {
    expect(fromUrl('status=Rejected', publicationStatusChoice).status).toBeNull();
    expect(fromUrl('status=Published', publicationStatusChoice).status).toBe('Published');
  });

  it('cuts a search to what the server takes', () => {
    expect(fromUrl(`q=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes changes, leaving defaults out and keeping other parameters', () => {
    const current = new URLSearchParams('tab=x&show=needs-reviewers');
    expect(withPaperListView(current, { sort: 'title', order: 'desc', search: ' ICCS25-0001 ' }).toString()).toBe('tab=x&show=needs-reviewers&q=ICCS25-0001&sort=title&order=desc');
    expect(withPaperListView(new URLSearchParams('sort=title&order=desc&q=x&status=Accepted'), { sort: 'paperId', order: 'asc', search: '', status: null }).toString()).toBe('');
    expect(withPaperListView(current, { show: null }).toString()).toBe('tab=x');
    expect(current.toString()).toBe('tab=x&show=needs-reviewers');
  });

  it('round-trips a view', () => {
    const chosen = view({ show: 'needs-reviewers', status: 'submitted', search: 'Bob Author', sort: 'title', order: 'desc' });
    expect(fromUrl(withPaperListView(new URLSearchParams(), chosen).toString())).toEqual(chosen);
  });
});

describe('the request of a page', () => {
  it('asks for the first page of every paper by Paper ID', () => {
    expect(paperListQuery(defaultPaperListView, firstPage(25))).toEqual({ pageSize: '25', sort: 'paperId', order: 'asc' });
  });

  it('sends the filters, the search and the cursor of a later page', () => {
    const second = movePage(firstPage<string>(10), { page: 1, pageSize: 10 }, 'ICCS25-0010');
    const query = paperListQuery(view({ show: 'needs-reviewers', status: 'Under Review', search: 'ledger', sort: 'title', order: 'desc' }), second);
    expect(query).toEqual({ pageSize: '10', after: 'ICCS25-0010', sort: 'title', order: 'desc', status: 'Under Review', show: 'needs-reviewers', q: 'ledger' });
    expect(new URLSearchParams(query).toString()).toBe('pageSize=10&sort=title&order=desc&after=ICCS25-0010&status=Under+Review&show=needs-reviewers&q=ledger');
  });

  it("asks Publication's statuses unless one is chosen", () => {
    expect(paperListQuery(defaultPaperListView, firstPage(25), publicationStatuses).status).toBe('Accepted,Published');
    expect(paperListQuery(view({ status: 'Published' }), firstPage(25), publicationStatuses).status).toBe('Published');
  });

  it('is a request the server accepts as meant', () => {
    const query = paperListQuery(view({ status: 'Accepted', search: 'Bob', sort: 'title' }), movePage(firstPage<string>(50), { page: 1, pageSize: 50 }, 'ICCS25-0050'), publicationStatuses);
    expect(PaperListQuerySchema.safeParse(query).success).toBe(true);
    expect(readPaperListQuery(query)).toEqual({ pageSize: 50, after: 'ICCS25-0050', sort: 'title', order: 'asc', statuses: ['Accepted'], show: null, token: 'bob' });
  });

  it('starts again at the first page for another filter, status, search or sort, not for the same view', () => {
    const all = paperListScope(defaultPaperListView);
    expect(paperListScope(view({}))).toBe(all);
    for (const changes of [{ show: 'reviews-missing' }, { status: 'Accepted' }, { search: 'x' }, { sort: 'title' }, { order: 'desc' }] as const) {
      expect(paperListScope(view(changes))).not.toBe(all);
    }
  });
});

describe("the filter buttons' counts", () => {
  it("are asked for the view's status and search only", () => {
    expect(paperCountsQuery('Under Review', 'ledger')).toEqual({ status: 'Under Review', q: 'ledger' });
    expect(paperCountsQuery(null, '')).toEqual({});
    expect(PaperCountsQuerySchema.safeParse(paperCountsQuery('Accepted', 'x')).success).toBe(true);
  });

  it('show every paper and each filter from the answer, and none before it comes', () => {
    expect(filterCounts({ all: 30, needsReviewers: 4, reviewsMissing: 2, flagged: 1 })).toEqual({ total: 30, counts: { 'needs-reviewers': 4, 'reviews-missing': 2, flagged: 1 } });
    expect(filterCounts(null)).toEqual({ total: null, counts: null });
  });
});

describe("the grid's sort", () => {
  it('shows the sort on its column', () => {
    expect(sortModelOf({ sort: 'title', order: 'desc' }, managementFields)).toEqual([{ field: 'title', sort: 'desc' }]);
    expect(sortModelOf({ sort: 'paperId', order: 'asc' }, commentFields)).toEqual([{ field: '_id', sort: 'asc' }]);
  });

  it('reads the column clicked as a server sort', () => {
    expect(sortFromModel([{ field: 'paperTitle', sort: 'desc' }], commentFields)).toEqual({ sort: 'title', order: 'desc' });
    expect(sortFromModel([{ field: 'paperId', sort: 'desc' }], managementFields)).toEqual({ sort: 'paperId', order: 'desc' });
  });

  it('falls back to Paper ID, first to last, for an unsorted grid or a column the server does not sort', () => {
    expect(sortFromModel([], managementFields)).toEqual({ sort: 'paperId', order: 'asc' });
    expect(sortFromModel([{ field: 'status', sort: 'asc' }], managementFields)).toEqual({ sort: 'paperId', order: 'asc' });
    expect(sortFromModel([{ field: 'title', sort: null }], managementFields)).toEqual({ sort: 'paperId', order: 'asc' });
  });
});
