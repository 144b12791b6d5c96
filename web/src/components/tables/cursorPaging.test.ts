import { describe, expect, it } from 'vitest';
import { defaultPaperPageSize, maxPaperPageSize } from '@confsys/domain';
import { defaultGridPageSize, firstPage, firstRowOf, gridPageSizes, movePage, pageCursor, pagedRowCount, paginationModelOf, pagingFor } from './cursorPaging';

// Cursors stand for the last row of a page; any value does in these tests.
const start = firstPage<string>(25);

describe('moving through a list', () => {
  it('starts at the first page, with no cursor, 25 rows a page', () => {
    expect(firstPage()).toEqual({ page: 0, pageSize: 25, after: [], scope: '' });
    expect(pageCursor(start)).toBeUndefined();
    expect(paginationModelOf(start)).toEqual({ page: 0, pageSize: 25 });
  });

  it('goes forward from the cursor of the page shown', () => {
    const second = movePage(start, { page: 1, pageSize: 25 }, 'last of page 1');
    expect(second).toEqual({ page: 1, pageSize: 25, after: ['last of page 1'], scope: '' });
    const third = movePage(second, { page: 2, pageSize: 25 }, 'last of page 2');
    expect(pageCursor(third)).toBe('last of page 2');
  });

  it('goes back to a page it has seen, from its cursor', () => {
    const third = movePage(movePage(start, { page: 1, pageSize: 25 }, 'a'), { page: 2, pageSize: 25 }, 'b');
    const second = movePage(third, { page: 1, pageSize: 25 }, 'c');
    expect(second).toEqual({ page: 1, pageSize: 25, after: ['a'], scope: '' });
    expect(pageCursor(second)).toBe('a');
    expect(movePage(third, { page: 0, pageSize: 25 }, 'c')).toEqual(start);
  });

  it('stays where it is when asked to skip pages or to go forward without a cursor (last page, or loading)', () => {
    expect(movePage(start, { page: 3, pageSize: 25 }, 'a')).toBe(start);
    expect(movePage(start, { page: 1, pageSize: 25 }, undefined)).toBe(start);
  });

  it('starts again at the first page with another page size', () => {
    const second = movePage(start, { page: 1, pageSize: 25 }, 'a');
    expect(movePage(second, { page: 1, pageSize: 50 }, 'b')).toEqual({ page: 0, pageSize: 50, after: [], scope: '' });
  });
});

describe('the list the paging belongs to', () => {
  const thirdOfAll = movePage(movePage(firstPage<string>(50, 'all'), { page: 1, pageSize: 50 }, 'a'), { page: 2, pageSize: 50 }, 'b');

  it('keeps its page for the same list', () => {
    expect(pagingFor(thirdOfAll, 'all')).toBe(thirdOfAll);
  });

  it('starts another list (a filter, a search, a sort) at its first page, keeping the page size', () => {
    expect(pagingFor(thirdOfAll, 'title desc')).toEqual({ page: 0, pageSize: 50, after: [], scope: 'title desc' });
  });

  it('keeps the scope when moving', () => {
    expect(movePage(thirdOfAll, { page: 0, pageSize: 10 }, undefined).scope).toBe('all');
  });
});

describe("the pager's count", () => {
  it('shows the counted total', () => {
    expect(pagedRowCount(120, { page: 0, pageSize: 25 }, 25)).toBe(120);
  });

  it('never counts fewer than the rows already shown (a count lags a change)', () => {
    expect(pagedRowCount(40, { page: 1, pageSize: 25 }, 25)).toBe(50);
  });

  it('before the count: the total on the last page, else unknown', () => {
    expect(pagedRowCount(null, { page: 1, pageSize: 25 }, 7)).toBe(32);
    expect(pagedRowCount(null, { page: 0, pageSize: 25 }, 25)).toBe(-1);
  });
});

describe('row numbers', () => {
  it('counts the rows of the pages before', () => {
    expect(firstRowOf({ page: 0, pageSize: 25 })).toBe(0);
    expect(firstRowOf({ page: 2, pageSize: 10 })).toBe(20);
  });
});

describe('page sizes', () => {
  it('offers only sizes the paper lists accept, 25 by default as the server', () => {
    expect(gridPageSizes.every((size) => size <= maxPaperPageSize)).toBe(true);
    expect(defaultGridPageSize).toBe(defaultPaperPageSize);
  });
});
