// A server-paged paper list as its screens show it (Paper Management, Paper Publication, Reviewer
// Comments): the search and the status select, what the screen puts between them and the grid (the bulk
// actions), and the grid of the page read, sorted and paged by the server as usePaperList keeps it.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { GridColDef, GridRowId, GridValidRowModel } from '@mui/x-data-grid';
import { Messages } from '@confsys/domain';
import { DataTable } from '../../../components/tables/DataTable';
import { LoadState } from '../../../components/layout/AdminPage';
import type { RowSelection } from '../../../components/tables/useRowSelection';
import type { PaperList } from '../hooks/usePaperList';
import { isEveryPaper } from '../utils/paperList';
import { PaperListFilters } from './PaperListFilters';

interface PaperListGridProps<R extends GridValidRowModel> {
  list: PaperList;
  /** The page as it is read: its total and where the next one starts. */
  page: UseQueryResult<{ total: number; next: string | null }>;
  /** The page's rows, as the grid shows them. */
  rows: readonly R[];
  table: { label: string; keyColumns: readonly string[]; getRowId: (row: R) => GridRowId };
  columns: readonly GridColDef<R>[];
  /** Said when nothing filters the list and it is empty. */
  noneText: string;
  /** Said when the page cannot be read. */
  errorText: string;
  selection?: RowSelection<R>;
  children?: ReactNode;
}

export function PaperListGrid<R extends GridValidRowModel>({ list, page, rows, table, columns, noneText, errorText, selection, children }: PaperListGridProps<R>) {
  const { view } = list;
  return (
    <>
      <PaperListFilters search={view.search} onSearch={list.search} status={view.status} statusChoices={list.statusChoices} onStatus={list.showStatus} />
      {children}
      <LoadState query={page} loadingText={Messages.loading} errorText={errorText}>
        {(answer, reloading) => (
          <DataTable
            {...table}
            rows={rows}
            columns={columns}
            emptyText={isEveryPaper(view) ? noneText : 'No papers match this filter.'}
            loading={reloading}
            server={list.serverRows({ total: answer.total, next: answer.next, rows: rows.length, reloading })}
            selection={selection}
          />
        )}
      </LoadState>
    </>
  );
}
