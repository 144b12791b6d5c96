import { describe, expect, it } from 'vitest';
import { Messages } from '../messages';
import { maxPaperPageSize, paperIndexEntry, paperListConditions, paperListIndexes, readPaperListQuery, searchToken, searchTokens } from './paperList';
import { searchWords } from '../search';
import { PaperStatus } from '../status';

const paper = {
  paperId: 'ICCS25-0042',
  title: 'Édge Caching for Rural Clinics: a Field Study',
  status: PaperStatus.UnderReview,
  reviewerIds: ['r1', 'r2', 'r3'],
  submittedReviews: 2,
  submissionDate: '2026-11-21T10:00:00.000Z',
};

describe('search words and tokens', () => {
  it('lower-cases, drops accents and splits on anything that is not a letter or digit', () => {
    expect(searchWords('Édge  Caching—for "Rural" Clinics!')).toEqual(['edge', 'caching', 'for', 'rural', 'clinics']);
    expect(searchWords('Zoë Ó Súilleabháin')).toEqual(['zoe', 'o', 'suilleabhain']);
    expect(searchWords('王小明')).toEqual(['王小明']);
    expect(searchWords(' -- ')).toEqual([]);
  });

  it("holds every word of the ID, title and authors' names, and whole IDs and names", () => {
    const tokens = searchTokens(paper.paperId, paper.title, ['Ana María Pérez', 'Li Wei']);
    for (const token of ['iccs25 0042', 'iccs25', '0042', 'edge', 'clinics', 'ana maria perez', 'perez', 'li wei', 'wei']) expect(tokens).toContain(token);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('finds a paper by its ID, a title word or an author name as typed', () => {
    const tokens = searchTokens(paper.paperId, paper.title, ['Ana María Pérez']);
    for (const typed of ['ICCS25-0042', 'iccs25-0042', ' 0042 ', 'EDGE', 'Clinics', 'Ana Maria Perez', 'ana  maría  PÉREZ', 'Pérez']) {
      expect(tokens).toContain(searchToken(typed));
    }
    expect(tokens).not.toContain(searchToken('Rural Clinics'));
    expect(searchToken('  !! ')).toBeNull();
  });

  it('keeps at most 200 tokens however long the title and author list', () => {
    const many = Array.from({ length: 300 }, (_unused, index) => `Author${index} Surname${index}`);
    expect(searchTokens(paper.paperId, paper.title, many).length).toBe(200);
  });
});

describe('index entry', () => {
  it('holds the fields the lists filter and sort on', () => {
    expect(paperIndexEntry(paper, ['Ana'])).toMatchObject({
      paperId: 'ICCS25-0042',
      titleKey: 'edge caching for rural clinics a field study',
      status: PaperStatus.UnderReview,
      reviewerCount: 3,
      open: true,
      reviewsMissing: true,
      inReview: true,
    });
    expect(paperIndexEntry({ ...paper, reviewerIds: [], submittedReviews: 0, status: PaperStatus.Submitted }, [])).toMatchObject({ reviewerCount: 0, reviewsMissing: false, inReview: false });
    // A reviewer removed whose submitted review was kept: still a row of the decision table.
    expect(paperIndexEntry({ ...paper, reviewerIds: [], submittedReviews: 1 }, [])).toMatchObject({ reviewsMissing: false, inReview: true });
  });
});

describe('list requests', () => {
  it('has defaults', () => {
    expect(readPaperListQuery(undefined)).toEqual({ pageSize: 25, after: null, sort: 'paperId', order: 'asc', statuses: [], show: null, token: null });
  });

  it('refuses a page size over the largest, and statuses that are not statuses', () => {
    expect(readPaperListQuery({ pageSize: String(maxPaperPageSize + 1) })).toEqual({ error: Messages.pageSizeRange });
    expect(readPaperListQuery({ status: 'Accepted,Lost' })).toEqual({ error: Messages.statusFilterInvalid });
  });

  it('reads statuses in any case, once each', () => {
    expect(readPaperListQuery({ status: 'accepted, Published,ACCEPTED' })).toMatchObject({ statuses: [PaperStatus.Accepted, PaperStatus.Published] });
  });
});

describe('conditions', () => {
  it('needs reviewers: submitted or Under Review with fewer reviewers than the target', () => {
    expect(paperListConditions({ statuses: [], show: 'needs-reviewers', token: null }, 3)).toEqual([
      { field: 'open', op: '==', value: true },
      { field: 'reviewerCount', op: 'in', values: [0, 1, 2] },
    ]);
    expect(paperListConditions({ statuses: [PaperStatus.UnderReview, PaperStatus.Accepted], show: 'needs-reviewers', token: null }, 2)).toEqual([
      { field: 'status', op: '==', value: PaperStatus.UnderReview },
      { field: 'reviewerCount', op: 'in', values: [0, 1] },
    ]);
  });

  it('nothing matches a status the reviewer-state filter excludes', () => {
    expect(paperListConditions({ statuses: [PaperStatus.Published], show: 'needs-reviewers', token: null }, 3)).toBeNull();
    expect(paperListConditions({ statuses: [PaperStatus.Accepted], show: 'reviews-missing', token: null }, 3)).toBeNull();
  });

  it('combines a status, a reviewer state and a search', () => {
    expect(paperListConditions({ statuses: [PaperStatus.UnderReview], show: 'reviews-missing', token: 'edge' }, 3)).toEqual([
      { field: 'status', op: '==', value: PaperStatus.UnderReview },
      { field: 'reviewsMissing', op: '==', value: true },
      { field: 'searchTokens', op: 'array-contains', value: 'edge' },
    ]);
  });

  it('has a composite index for each shape, sort and order', () => {
    const indexes = paperListIndexes('paperIndex');
    const shapes = indexes.map((index) => index.fields.map((field) => field.fieldPath).join());
    expect(new Set(shapes.map((shape) => shape.replace(/,(number|titleKey)$/, '')))).toEqual(
      new Set(['searchTokens', 'status', 'status,searchTokens', 'status,reviewerCount', 'status,reviewerCount,searchTokens', 'open,reviewerCount', 'open,reviewerCount,searchTokens', 'status,reviewsMissing', 'status,reviewsMissing,searchTokens', 'inReview', 'inReview,searchTokens', 'status,inReview', 'status,inReview,searchTokens']),
    );
    expect(indexes).toHaveLength(52);
  });
});
