// Controlled sort and filter models of a DataGrid, kept in the URL (see gridUrlState.ts). The models are
// memoised on the raw parameters, so the grid sees a new model only when the URL really changed.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { GridFilterModel, GridSortModel } from '@mui/x-data-grid';
import { filterFromParams, filterToParams, gridUrlParams, sortFromParam, sortToParam, withGridParams } from './gridUrlState';

export interface GridUrlState {
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  filterModel: GridFilterModel;
  onFilterModelChange: (model: GridFilterModel) => void;
}

export function useGridUrlState(columnFields: readonly string[]): GridUrlState {
  const [searchParams, setSearchParams] = useSearchParams();
  const fieldKey = columnFields.join(',');
  const fields = useMemo(() => new Set(fieldKey.split(',')), [fieldKey]);
  const sortRaw = searchParams.get(gridUrlParams.sort);
  const filterRaw = searchParams.get(gridUrlParams.filter);
  const quickRaw = searchParams.get(gridUrlParams.quickFilter);

  const sortModel = useMemo(() => sortFromParam(sortRaw, fields), [sortRaw, fields]);
  const filterModel = useMemo(() => filterFromParams(filterRaw, quickRaw, fields), [filterRaw, quickRaw, fields]);

  const update = useCallback(
    (changes: Parameters<typeof withGridParams>[1]) => {
      const next = withGridParams(searchParams, changes);
      if (next) setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [searchParams, setSearchParams],
  );

  const onSortModelChange = useCallback((model: GridSortModel) => update({ sort: sortToParam(model) }), [update]);
  const onFilterModelChange = useCallback((model: GridFilterModel) => update(filterToParams(model)), [update]);

  return { sortModel, onSortModelChange, filterModel, onFilterModelChange };
}
