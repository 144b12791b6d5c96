// The grid's sort and filter state as URL query parameters (`sort`, `filter`, `q`), so a sorted or
// filtered admin table survives a reload and can be linked. Parsing is defensive: the URL is user input.
import type { GridFilterItem, GridFilterModel, GridSortModel } from '@mui/x-data-grid';

export const gridUrlParams = { sort: 'sort', filter: 'filter', quickFilter: 'q' } as const;
type GridUrlParam = (typeof gridUrlParams)[keyof typeof gridUrlParams];

/** `field:asc` items joined by commas; null when unsorted. */
export function sortToParam(model: GridSortModel): string | null {
  const parts = model.filter((item) => item.sort).map((item) => `${item.field}:${item.sort}`);
  return parts.length > 0 ? parts.join(',') : null;
}

export function sortFromParam(value: string | null, fields: ReadonlySet<string>): GridSortModel {
  if (!value) return [];
  return value.split(',').flatMap((part) => {
    const [field = '', sort] = part.split(':');
    return fields.has(field) && (sort === 'asc' || sort === 'desc') ? [{ field, sort }] : [];
  });
}

type StoredFilterItem = Pick<GridFilterItem, 'field' | 'operator' | 'id' | 'value'>;

/** The filter items as JSON (`filter`) and the quick-filter words joined by spaces (`q`). */
export function filterToParams(model: GridFilterModel): Record<'filter' | 'q', string | null> {
  const items: StoredFilterItem[] = model.items.map(({ field, operator, id, value }) => ({ field, operator, id, value }));
  const words = (model.quickFilterValues ?? []).filter((word): word is string => typeof word === 'string' && word !== '');
  return {
    filter: items.length > 0 ? JSON.stringify(items) : null,
    q: words.length > 0 ? words.join(' ') : null,
  };
}

function isFilterItem(value: unknown, fields: ReadonlySet<string>): value is StoredFilterItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  const idOk = item.id === undefined || typeof item.id === 'string' || typeof item.id === 'number';
  return typeof item.field === 'string' && fields.has(item.field) && typeof item.operator === 'string' && idOk;
}

export function filterFromParams(filter: string | null, quickFilter: string | null, fields: ReadonlySet<string>): GridFilterModel {
  let items: GridFilterItem[] = [];
  if (filter) {
    try {
      const parsed: unknown = JSON.parse(filter);
      if (Array.isArray(parsed)) items = parsed.filter((item) => isFilterItem(item, fields));
    } catch {
      // A broken parameter means no filter.
    }
  }
  const words = (quickFilter ?? '').split(' ').filter((word) => word !== '');
  return words.length > 0 ? { items, quickFilterValues: words } : { items };
}

/** The search parameters after applying changes (null removes); null when nothing changes. */
export function withGridParams(current: URLSearchParams, changes: Partial<Record<GridUrlParam, string | null>>): URLSearchParams | null {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) next.delete(key);
    else next.set(key, value);
  }
  return next.toString() === current.toString() ? null : next;
}
