// Paper Management (/admin/papers): every paper with its status and reviewer; Assign opens the reviewer
// picker (not for published papers), Authors lists the author details, View PDF opens the manuscript.
import { useCallback, useMemo, useState } from 'react';
import { Button, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Messages, type AdminPaperView } from '@confsys/domain';
import { DataTable } from '../../../components/tables/DataTable';
import { DisabledWithTooltip } from '../../../components/display/DisabledWithTooltip';
import { StatusChip } from '../../../components/display/StatusChip';
import { useProtectedFile } from '../../../components/files/useProtectedFile';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePapers } from '../api/getPapers';
import { AdminPage, LoadState, type Notice } from '../components/AdminPage';
import { AssignReviewerDialog } from '../components/AssignReviewerDialog';
import { AuthorsDialog } from '../components/AuthorsDialog';
import { canAssignReviewer, numberRows, orNotAvailable, type NumberedPaper } from '../utils/papers';

const paperIdOf = (row: NumberedPaper) => row.paperId;

export default function PapersPage() {
  usePageTitle('Paper Management');
  const [papers, reload] = usePapers();
  const [notice, setNotice] = useState<Notice>(null);
  const rows = useMemo(() => (papers.status === 'ready' ? numberRows(papers.data) : []), [papers]);
  const [assigning, setAssigning] = useState<AdminPaperView | null>(null);
  const [showingAuthors, setShowingAuthors] = useState<AdminPaperView | null>(null);
  const showFileError = useCallback((text: string) => setNotice({ severity: 'error', text }), []);
  const { open: openFile, openingUrl } = useProtectedFile(showFileError);

  const columns = useMemo<GridColDef<NumberedPaper>[]>(
    () => [
      { field: 'index', headerName: '#', type: 'number', width: 70, align: 'left', headerAlign: 'left' },
      { field: 'paperId', headerName: 'Paper ID', width: 150 },
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
      { field: 'status', headerName: 'Status', width: 140, renderCell: ({ row }) => <StatusChip status={row.status} /> },
      { field: 'reviewer', headerName: 'Reviewer', width: 180, valueGetter: (_value, row) => orNotAvailable(row.reviewer) },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 330,
        sortable: false,
        filterable: false,
        renderCell: ({ row, tabIndex }) => {
          const assignable = canAssignReviewer(row.status);
          return (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <DisabledWithTooltip active={!assignable} title={Messages.cannotAssignPublished} tabIndex={tabIndex}>
                <Button
                  size="small"
                  variant="contained"
                  disabled={!assignable}
                  tabIndex={tabIndex}
                  aria-label={`Assign reviewer to ${row.paperId}`}
                  onClick={() => setAssigning(row)}
                >
                  Assign
                </Button>
              </DisabledWithTooltip>
              <Button size="small" variant="outlined" tabIndex={tabIndex} aria-label={`Authors of ${row.paperId}`} onClick={() => setShowingAuthors(row)}>
                Authors
              </Button>
              <Button
                size="small"
                variant="outlined"
                tabIndex={tabIndex}
                disabled={!row.fileUrl || openingUrl === row.fileUrl}
                aria-label={`View PDF of ${row.paperId}`}
                onClick={() => openFile(row.fileUrl)}
              >
                View PDF
              </Button>
            </Stack>
          );
        },
      },
    ],
    [openFile, openingUrl],
  );

  function assigned(message: string) {
    setAssigning(null);
    setNotice({ severity: 'success', text: message });
    reload();
  }

  return (
    <AdminPage title="Paper Management" notice={notice} onCloseNotice={() => setNotice(null)}>
      <LoadState state={papers} loadingText={Messages.loading} errorText={Messages.failedToLoadPapers}>
        {(_data, reloading) => (
          <DataTable
            label="Papers"
            rows={rows}
            columns={columns}
            getRowId={paperIdOf}
            emptyText={Messages.noPapers}
            loading={reloading}
          />
        )}
      </LoadState>
      {assigning ? <AssignReviewerDialog paper={assigning} onClose={() => setAssigning(null)} onAssigned={assigned} /> : null}
      {showingAuthors ? <AuthorsDialog paper={showingAuthors} onClose={() => setShowingAuthors(null)} /> : null}
    </AdminPage>
  );
}
