import { describe, expect, it } from 'vitest';
import { firstRowOf } from '../../../components/tables/cursorPaging';
import { authorDetails, canAssignReviewer, canPublish, isPublished, joinAuthorNames, numberRows, orNotAvailable } from './papers';

describe('paper table rules', () => {
  it('lets the chair assign a reviewer unless the paper is published', () => {
    for (const status of ['submitted', 'Under Review']) expect(canAssignReviewer(status), status).toBe(true);
    for (const status of ['Published', 'published']) expect(canAssignReviewer(status), status).toBe(false);
  });

  it('publishes only Accepted papers', () => {
    for (const status of ['Accepted', 'accepted']) expect(canPublish(status), status).toBe(true);
    for (const status of ['Under Review', 'Published']) expect(canPublish(status), status).toBe(false);
    expect(isPublished('Published')).toBe(true);
    expect(isPublished('Accepted')).toBe(false);
  });

  it('numbers rows from 1 in the given order', () => {
    expect(numberRows([{ paperId: 'B' }, { paperId: 'A' }])).toEqual([
      { paperId: 'B', index: 1 },
      { paperId: 'A', index: 2 },
    ]);
  });

  it('numbers a later page on from the pages before it (page × page size + position + 1)', () => {
    const thirdPageOfTen = numberRows([{ paperId: 'K' }, { paperId: 'L' }], firstRowOf({ page: 2, pageSize: 10 }));
    expect(thirdPageOfTen.map((row) => row.index)).toEqual([21, 22]);
  });
});

describe('author display', () => {
  it('joins the names of authorBob and his co-author with a comma', () => {
    expect(joinAuthorNames([{ name: 'Bob Author' }, { name: '' }, { name: 'Carol Coauthor' }])).toBe('Bob Author, Carol Coauthor');
  });

  it("shows 'N/A' when a paper has no author names", () => {
    expect(joinAuthorNames([])).toBe('N/A');
    expect(joinAuthorNames(undefined)).toBe('N/A');
  });

  it("lists every detail of an author, 'N/A' where empty", () => {
    expect(authorDetails({ name: 'Bob Author', email: 'bob@demo.test', phone: '  ' })).toEqual([
      { label: 'Name', value: 'Bob Author' },
      { label: 'Email', value: 'bob@demo.test' },
      { label: 'Organization', value: 'N/A' },
      { label: 'Phone', value: 'N/A' },
      { label: 'Gender', value: 'N/A' },
      { label: 'State', value: 'N/A' },
      { label: 'Country', value: 'N/A' },
    ]);
    expect(orNotAvailable(null)).toBe('N/A');
  });
});
