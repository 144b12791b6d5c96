import { describe, expect, it } from 'vitest';
import { filterFromParams, filterToParams, sortFromParam, sortToParam, withGridParams } from './gridUrlState';

const fields = new Set(['paperId', 'title', 'status']);

describe('grid sort in the URL', () => {
  it('round-trips the chair sorting papers by title, newest first', () => {
    const param = sortToParam([{ field: 'title', sort: 'desc' }]);
    expect(param).toBe('title:desc');
    expect(sortFromParam(param, fields)).toEqual([{ field: 'title', sort: 'desc' }]);
  });

  it('drops unknown columns and directions', () => {
    expect(sortFromParam('secret:asc,title:sideways,status:asc', fields)).toEqual([{ field: 'status', sort: 'asc' }]);
    expect(sortFromParam(null, fields)).toEqual([]);
  });

  it('removes the parameter when unsorted', () => {
    expect(sortToParam([])).toBeNull();
    expect(sortToParam([{ field: 'title', sort: null }])).toBeNull();
  });
});

describe('grid filter in the URL', () => {
  it('round-trips a column filter and quick-filter words', () => {
    const params = filterToParams({
      items: [{ id: 7, field: 'status', operator: 'contains', value: 'Review' }],
      quickFilterValues: ['quantum', 'ledger'],
    });
    expect(params.q).toBe('quantum ledger');
    expect(filterFromParams(params.filter, params.q, fields)).toEqual({
      items: [{ id: 7, field: 'status', operator: 'contains', value: 'Review' }],
      quickFilterValues: ['quantum', 'ledger'],
    });
  });

  it('keeps an item whose value is not typed yet, so the filter panel does not lose it', () => {
    const params = filterToParams({ items: [{ id: 1, field: 'title', operator: 'contains' }] });
    expect(filterFromParams(params.filter, null, fields).items).toEqual([{ id: 1, field: 'title', operator: 'contains' }]);
  });

  it('treats broken or foreign parameters as no filter', () => {
    expect(filterFromParams('{not json', null, fields)).toEqual({ items: [] });
    expect(filterFromParams('[{"field":"password","operator":"equals","value":"x"}]', null, fields)).toEqual({ items: [] });
    expect(filterToParams({ items: [] })).toEqual({ filter: null, q: null });
  });
});

describe('withGridParams', () => {
  it('keeps the other parameters and reports no change as null', () => {
    const current = new URLSearchParams('paperId=ICCS25-0001&sort=title:asc');
    expect(withGridParams(current, { sort: 'title:asc' })).toBeNull();
    expect(withGridParams(current, { sort: null })?.toString()).toBe('paperId=ICCS25-0001');
  });
});
