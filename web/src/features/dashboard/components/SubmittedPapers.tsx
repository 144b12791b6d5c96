// The dashboard's Submitted Papers table: the 10 most recent papers (ID, Title, Author, Status, Date,
// Reviewers; one request of the server's paged list, newest paper ID first) and a link to every paper
// in Paper Management. Export CSV saves papers.csv of every paper, streamed by the server (not built
// from these rows); Print prints only this table, with the rows shown.
import { useCallback, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Link, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { ApiPaths, authorNames, Messages, paperColumns, paperRow, papersCsvFileName, reviewerNames, submissionDay, type AdminPaperView, type PaperListQuery } from '@confsys/domain';
import { formatDate } from '@confsys/domain';
import { paperStatusDisplay } from '../../../components/display/paperStatus';
import { useProtectedFile } from '../../../components/files/useProtectedFile';
import { PrintArea } from '../../../components/print/PrintArea';
import { PrintTable } from '../../../components/print/PrintTable';
import { usePrinting } from '../../../components/print/usePrinting';
import { DataTable, type ServerRows } from '../../../components/tables/DataTable';
import { paths } from '../../../config/paths';
import { usePaperPage } from '../../../api/submissions/getPapers';
import { recentPapersText } from '../utils/dashboard';
import { LoadState } from '../../../components/layout/AdminPage';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { statusColumn } from '../../../components/tables/statusColumn';

const title = 'Submitted Papers';
const recentCount = 10;
const paperIdOf = (row: AdminPaperView) => row.paperId;

/** The most recent papers: paper IDs are given in order of submission. */
const recentPapers: PaperListQuery = { pageSize: String(recentCount), sort: 'paperId', order: 'desc' };
/** The grid shows the server's order and does not sort. */
const recentOrder: GridSortModel = [{ field: 'paperId', sort: 'desc' }];
const fixedRows: ServerRows = { sortModel: recentOrder };

/** A row of the print-out: the CSV's row with the status and the date as the screen shows them. */
function printRow(paper: AdminPaperView): string[] {
  const [id, title, authors, , , reviewers] = paperRow(paper);
  return [id, title, authors, paperStatusDisplay(paper.status).label, formatDate(submissionDay(paper.submissionDate)), reviewers];
}

const columns: GridColDef<AdminPaperView>[] = [
  { field: 'paperId', headerName: 'ID', width: 140 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  { field: 'authors', headerName: 'Author', flex: 1, minWidth: 180, valueGetter: (_value, row) => authorNames(row.authors) },
  statusColumn({ sortable: true }),
  { field: 'submissionDate', headerName: 'Date', width: 120, valueGetter: (_value, row) => submissionDay(row.submissionDate), valueFormatter: (value: string) => formatDate(value) },
  { field: 'reviewers', headerName: 'Reviewers', flex: 1, minWidth: 180, valueGetter: (_value, row) => reviewerNames(row.reviewers) },
];

export function SubmittedPapers() {
  const headingId = useId();
  const papers = usePaperPage(recentPapers);
  const { printing, print } = usePrinting();
  const [exportError, setExportError] = useState<string | null>(null);
  const { open: openFile, openingUrl } = useProtectedFile(setExportError);
  const exportCsv = useCallback(() => {
    setExportError(null);
    openFile(ApiPaths.papersCsv, papersCsvFileName);
  }, [openFile]);

  const shown = papers.status === 'success' ? papers.data.papers : [];
  const total = papers.status === 'success' ? papers.data.total : 0;
  return (
    <section aria-labelledby={headingId}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {title}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={total === 0 || openingUrl === ApiPaths.papersCsv}>
            Export CSV
          </Button>
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={print} disabled={papers.status !== 'success'}>
            Print
          </Button>
        </Stack>
      </Stack>
      <FailureAlert text={exportError} onClose={() => setExportError(null)} sx={{ mb: 2 }} />
      <LoadState query={papers} loadingText={Messages.loading} errorText={Messages.failedToLoadPapers}>
        {(data, reloading) => (
          <>
            {data.total > 0 ? (
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {recentPapersText(data.papers.length, data.total)}
              </Typography>
            ) : null}
            <DataTable label={title} keyColumns={['title', 'status', 'submissionDate']} rows={data.papers} columns={columns} getRowId={paperIdOf} emptyText={Messages.noPapers} loading={reloading} server={fixedRows} />
            <Link component={RouterLink} to={paths.adminPapers} sx={{ display: 'inline-block', mt: 1 }}>
              All papers
            </Link>
          </>
        )}
      </LoadState>
      <PrintArea printing={printing}>
        {printing ? <PrintTable title={title} columns={paperColumns} rows={shown.map(printRow)} emptyText={Messages.noPapers} /> : null}
      </PrintArea>
    </section>
  );
}
