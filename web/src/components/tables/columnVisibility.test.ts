import { describe, expect, it } from 'vitest';
import { columnVisibilityFor, columnsToHide, fitsWithout, userToggles } from './columnVisibility';

const fields = ['paperId', 'title', 'authors', 'status', 'reviewers', 'actions'];

describe('columnVisibilityFor', () => {
  it('shows every column on a large screen', () => {
    expect(columnVisibilityFor(fields, ['paperId', 'title'], false)).toEqual({});
  });

  it('hides all but the key columns on a small screen', () => {
    expect(columnVisibilityFor(fields, ['title', 'status', 'actions'], true)).toEqual({ paperId: false, authors: false, reviewers: false });
  });

  it('shows every column of a table that names no key columns', () => {
    expect(columnVisibilityFor(fields, undefined, true)).toEqual({});
  });
});

describe('columnsToHide', () => {
  const columns = [
    { field: 'paperId', width: 150 },
    { field: 'title', flex: 1, minWidth: 220 },
    { field: 'authors', flex: 1, minWidth: 200 },
    { field: 'status', width: 176 },
    { field: 'reviewers', width: 120 },
    { field: 'actions', width: 236 },
  ];

  it('hides nothing when every column fits', () => {
    expect(columnsToHide(columns, ['status'], 1200)).toEqual([]);
  });

  it('hides the columns that matter least, from the right, until the others fit', () => {
    // 1,102 px wanted: without Reviewers 982, without Authors too 782.
    expect(columnsToHide(columns, ['paperId', 'title', 'status'], 1000)).toEqual(['reviewers']);
    expect(columnsToHide(columns, ['paperId', 'title', 'status'], 900)).toEqual(['reviewers', 'authors']);
  });

  it('gives up the row numbers first', () => {
    expect(columnsToHide([{ field: 'index', width: 70 }, ...columns], ['paperId', 'title', 'status'], 1110)).toEqual(['index']);
    expect(columnsToHide([{ field: 'index', width: 70 }, ...columns], ['paperId', 'title', 'status', 'reviewers'], 1000)).toEqual(['index', 'authors']);
  });

  it('keeps the identity, the key columns and the actions however narrow the grid', () => {
    expect(columnsToHide(columns, ['paperId', 'title', 'status'], 100)).toEqual(['reviewers', 'authors']);
    expect(columnsToHide(columns, undefined, 100)).toEqual(['reviewers', 'status', 'authors']);
    // The key columns name the identity: a table whose first column is a date may give it up.
    expect(columnsToHide([{ field: 'recordedAt', width: 150 }, ...columns], ['title', 'actions'], 700)).toEqual(['reviewers', 'status', 'authors', 'paperId']);
  });
});

describe('fitsWithout', () => {
  const columns = [
    { field: 'paperId', width: 150 },
    { field: 'title', flex: 1, minWidth: 220 },
    { field: 'actions', width: 236 },
  ];

  it('measures what stays: the key columns of a tablet may not fit even with the rest hidden', () => {
    expect(fitsWithout(columns, [], 606)).toBe(true);
    expect(fitsWithout(columns, [], 605)).toBe(false);
    expect(fitsWithout(columns, ['actions'], 370)).toBe(true);
  });
});

describe('userToggles', () => {
  const fields = ['paperId', 'title', 'authors', 'status', 'actions'];

  it('keeps only what the user changed from what the screen gave: a column the width hid is not frozen hidden', () => {
    const base = { authors: false, status: false };
    // The grid reports its whole model after the user shows Status: Authors is still hidden by the width only.
    expect(userToggles(fields, base, { authors: false, status: true })).toEqual({ status: true });
    // A column the user hides, which the screen showed.
    expect(userToggles(fields, base, { authors: false, status: false, paperId: false })).toEqual({ paperId: false });
    // Back to what the screen gave: no toggle left.
    expect(userToggles(fields, base, { authors: false, status: false })).toEqual({});
  });
});
