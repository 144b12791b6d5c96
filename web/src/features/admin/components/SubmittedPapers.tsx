// The dashboard's Submitted Papers table: ID, Title, Author, Status, Date, Reviewers, loaded once from the API,
// sortable and filterable; Export CSV saves papers.csv and Print prints only this table, both with the
// rows as the table shows them (sorted, filtered).
import { useCallback, useId, useMemo } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { gridFilteredSortedRowIdsSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { Messages, type AdminPaperView } from '@confsys/domain';
import { StatusChip } from '../../../components/display/StatusChip';
import { PrintArea } from '../../../components/print/PrintArea';
import { PrintTable } from '../../../components/print/PrintTable';
import { usePrinting } from '../../../components/print/usePrinting';
import { DataTable } from '../../../components/tables/DataTable';
import { downloadBlob } from '../../../lib/files';
import { usePapers } from '../api/getPapers';
import { authorNames, buildPapersCsv, paperColumns, paperRow, papersCsvFileName, papersCsvType, reviewerNames, submissionDay } from '@confsys/domain';
import { LoadState } from './AdminPage';

const title = 'Submitted Papers';
const paperIdOf = (row: AdminPaperView) => row.paperId;

export function SubmittedPapers() {
  const headingId = useId();
  const [papers] = usePapers();
  const apiRef = useGridApiRef();
  const { printing, print } = usePrinting();
  const all = useMemo(() => (papers.status === 'ready' ? papers.data.papers : []), [papers]);

  const columns = useMemo<GridColDef<AdminPaperView>[]>(
    () => [
      { field: 'paperId', headerName: 'ID', width: 140 },
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
      { field: 'authors', headerName: 'Author', flex: 1, minWidth: 180, valueGetter: (_value, row) => authorNames(row.authors) },
      { field: 'status', headerName: 'Status', width: 140, renderCell: ({ row }) => <StatusChip status={row.status} /> },
      { field: 'submissionDate', headerName: 'Date', width: 120, valueGetter: (_value, row) => submissionDay(row.submissionDate) },
      { field: 'reviewers', headerName: 'Reviewers', flex: 1, minWidth: 180, valueGetter: (_value, row) => reviewerNames(row.reviewers) },
    ],
    [],
  );

  /** The papers as the grid shows them: its sort and filter applied (all papers before it is ready). */
  const shownPapers = useCallback((): AdminPaperView[] => {
    if (!apiRef.current) return all;
    const byId = new Map(all.map((paper) => [paper.paperId, paper]));
    return gridFilteredSortedRowIdsSelector(apiRef).flatMap((id) => byId.get(String(id)) ?? []);
  }, [all, apiRef]);

  function exportCsv() {
    const csv = buildPapersCsv(shownPapers());
    if (csv === null) return;
    downloadBlob(new Blob([csv], { type: papersCsvType }), papersCsvFileName);
  }

  const ready = papers.status === 'ready';
  return (
    <section aria-labelledby={headingId}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {title}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={!ready || all.length === 0}>
            Export CSV
          </Button>
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={print} disabled={!ready}>
            Print
          </Button>
        </Stack>
      </Stack>
      <LoadState state={papers} loadingText={Messages.loading} errorText={Messages.failedToLoadPapers}>
        {(data, reloading) => (
          <DataTable label={title} rows={data.papers} columns={columns} getRowId={paperIdOf} emptyText={Messages.noPapers} loading={reloading} apiRef={apiRef} />
        )}
      </LoadState>
      <PrintArea printing={printing}>
        {printing ? <PrintTable title={title} columns={paperColumns} rows={shownPapers().map(paperRow)} emptyText={Messages.noPapers} /> : null}
      </PrintArea>
    </section>
  );
}
