// The query of an admin list's page: the page size, and only the filter's fields that are set.
import { describe, expect, it } from 'vitest';
import { pageQuery } from './pagedList';

describe('pageQuery', () => {
  it('sends the page size alone while nothing is filtered', () => {
    expect(pageQuery({ action: '', target: '', page: null })).toEqual({ pageSize: '25' });
  });

  it('sends the fields that are set, by their names', () => {
    expect(pageQuery({ kind: 'reviewer', email: '', page: 'next-page' })).toEqual({ pageSize: '25', kind: 'reviewer', page: 'next-page' });
  });
});
