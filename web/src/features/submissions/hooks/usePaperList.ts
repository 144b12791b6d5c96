// A server-paged paper list's state (Paper Management, Paper Publication, Reviewer Comments): the view
// kept in the URL (filter, status, search, sort: paperList.ts), the page (cursor paging), the request
// they make, and the grid's server props for the page that came back (its count, the pager's moves,
// the sort on Paper ID or Title). A new view starts at the first page.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { GridSortModel } from '@mui/x-data-grid';
import type { PaperListQuery, PaperStatus } from '@confsys/domain';
import type { ServerRows } from '../../../components/tables/DataTable';
import { firstRowOf } from '../../../components/tables/cursorPaging';
import {
  paperListQuery,
  paperListScope,
  paperListViewFromParams,
  sortFromModel,
  sortModelOf,
  withPaperListView,
  type PaperListView,
  type SortFields,
  type StatusChoice,
} from '../utils/paperList';
import { pagerFor, useCursorPaging, type ShownPage } from '../../../components/tables/useCursorPaging';

interface PaperListOptions {
  /** The statuses the screen's select offers (a URL naming another is ignored). */
  statusChoices: readonly StatusChoice[];
  /** The statuses asked for when none is chosen (none: every status). Keep its identity (a constant). */
  defaultStatuses?: readonly PaperStatus[];
  /** The grid columns that sort on the server. Keep its identity (a constant). */
  sortFields: SortFields;
}

const noStatuses: readonly PaperStatus[] = [];

export function usePaperList({ statusChoices, defaultStatuses = noStatuses, sortFields }: PaperListOptions) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => paperListViewFromParams(searchParams, statusChoices), [searchParams, statusChoices]);
  const change = useCallback(
    (changes: Partial<PaperListView>) => setSearchParams((current) => withPaperListView(current, changes), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );
  const cursorPaging = useCursorPaging<string>(paperListScope(view));
  const { paging } = cursorPaging;
  const query: PaperListQuery = useMemo(() => paperListQuery(view, paging, defaultStatuses), [view, paging, defaultStatuses]);
  const sortModel = useMemo(() => sortModelOf(view, sortFields), [view, sortFields]);
  const changeSort = useCallback((model: GridSortModel) => change(sortFromModel(model, sortFields)), [change, sortFields]);
  const search = useCallback((text: string) => change({ search: text }), [change]);
  const showStatus = useCallback((status: PaperListView['status']) => change({ status }), [change]);
  const showPapers = useCallback((show: PaperListView['show']) => change({ show }), [change]);

  /** The grid's server props for the page shown. */
  const serverRows = useCallback(
    (page: ShownPage): ServerRows => ({ paging: pagerFor(cursorPaging, page), sortModel, onSortModelChange: changeSort }),
    [cursorPaging, sortModel, changeSort],
  );

  return { view, statusChoices, search, showStatus, showPapers, query, firstRow: firstRowOf(paging), serverRows };
}

export type PaperList = ReturnType<typeof usePaperList>;
