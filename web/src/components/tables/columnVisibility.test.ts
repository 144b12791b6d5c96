import { describe, expect, it } from 'vitest';
import { columnVisibilityFor } from './columnVisibility';

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
