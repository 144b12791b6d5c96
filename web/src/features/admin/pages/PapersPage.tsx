// Paper Management (/admin/papers): every paper with its status and reviewers ("2/3": assigned of the
// number each paper should have, names and review states in the tooltip); filters above the grid show
// the papers that need reviewers or whose reviews are missing, and Remind reviewers previews, then
// sends, reminders of the missing reviews. Assign opens the reviewer picker (not for published papers),
// Authors lists the author details, View PDF opens the manuscript.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Messages, type AdminPaperView } from '@confsys/domain';
import { DataTable } from '../../../components/tables/DataTable';
import { DisabledWithTooltip } from '../../../components/display/DisabledWithTooltip';
import { ActionSnackbar } from '../../../components/feedback/ActionSnackbar';
import type { Notice as ActionNotice } from '../../../components/feedback/FormNotice';
import { StatusChip } from '../../../components/display/StatusChip';
import { useProtectedFile } from '../../../components/files/useProtectedFile';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePapers } from '../api/getPapers';
import { AdminPage, LoadState, type Notice } from '../components/AdminPage';
import { AssignReviewerDialog } from '../components/AssignReviewerDialog';
import { AuthorsDialog } from '../components/AuthorsDialog';
import { PaperFilterBar } from '../components/PaperFilterBar';
import { RemindReviewersDialog } from '../components/RemindReviewersDialog';
import { ReviewerCoverage } from '../components/ReviewerCoverage';
import { canAssignReviewer, numberRows, type NumberedPaper } from '../utils/papers';
import { remindersSentNotice } from '../utils/reminders';
import { filterCounts, filterPapers, paperFilterFromParam, paperFilterParam, reviewerNameMatches, withPaperFilter, type PaperFilter } from '../utils/reviewerCoverage';

const paperIdOf = (row: NumberedPaper) => row.paperId;

export default function PapersPage() {
  usePageTitle('Paper Management');
  const [papers, reload] = usePapers();
  const [notice, setNotice] = useState<Notice>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = paperFilterFromParam(searchParams.get(paperFilterParam));
  const target = papers.status === 'ready' ? papers.data.reviewersPerPaper : 0;
  // Numbered before filtering: a paper keeps its '#' whichever filter shows it.
  const allRows = useMemo(() => (papers.status === 'ready' ? numberRows(papers.data.papers) : []), [papers]);
  const rows = useMemo(() => filterPapers(allRows, filter, target), [allRows, filter, target]);
  const counts = useMemo(() => filterCounts(allRows, target), [allRows, target]);
  const [assigning, setAssigning] = useState<AdminPaperView | null>(null);
  const [showingAuthors, setShowingAuthors] = useState<AdminPaperView | null>(null);
  const [reminding, setReminding] = useState(false);
  const [reminderNotice, setReminderNotice] = useState<ActionNotice>(null);
  const showFileError = useCallback((text: string) => setNotice({ severity: 'error', text }), []);
  const { open: openFile, openingUrl } = useProtectedFile(showFileError);

  const columns = useMemo<GridColDef<NumberedPaper>[]>(
    () => [
      { field: 'index', headerName: '#', type: 'number', width: 70, align: 'left', headerAlign: 'left' },
      { field: 'paperId', headerName: 'Paper ID', width: 150 },
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
      { field: 'status', headerName: 'Status', width: 140, renderCell: ({ row }) => <StatusChip status={row.status} /> },
      {
        field: 'reviewers',
        headerName: 'Reviewers',
        description: `Reviewers assigned, of the ${target} each paper should have`,
        type: 'number',
        width: 120,
        align: 'left',
        headerAlign: 'left',
        // Sorted and filtered by how many reviewers a paper has; the search finds their names.
        valueGetter: (_value, row) => row.reviewers.length,
        getApplyQuickFilterFn: (word) => (typeof word === 'string' && word.trim() !== '' ? (_value, row) => reviewerNameMatches(row.reviewers, word) : null),
        renderCell: ({ row, tabIndex }) => <ReviewerCoverage reviewers={row.reviewers} target={target} tabIndex={tabIndex} />,
      },
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
    [openFile, openingUrl, target],
  );

  const showPapers = useCallback(
    (chosen: PaperFilter | null) => setSearchParams((current) => withPaperFilter(current, chosen), { replace: true, preventScrollReset: true }),
    [setSearchParams],
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
          <>
            <PaperFilterBar
              filter={filter}
              total={allRows.length}
              counts={counts}
              target={target}
              onChange={showPapers}
              action={
                <Button variant="outlined" size="small" onClick={() => setReminding(true)}>
                  Remind reviewers
                </Button>
              }
            />
            <DataTable
              label="Papers"
              rows={rows}
              columns={columns}
              getRowId={paperIdOf}
              emptyText={filter === null ? Messages.noPapers : 'No papers match this filter.'}
              loading={reloading}
            />
          </>
        )}
      </LoadState>
      {assigning ? <AssignReviewerDialog paper={assigning} onClose={() => setAssigning(null)} onAssigned={assigned} /> : null}
      {showingAuthors ? <AuthorsDialog paper={showingAuthors} onClose={() => setShowingAuthors(null)} /> : null}
      {reminding ? (
        <RemindReviewersDialog
          onClose={() => setReminding(false)}
          onSent={(answer) => {
            setReminding(false);
            setReminderNotice(remindersSentNotice(answer));
          }}
        />
      ) : null}
      <ActionSnackbar notice={reminderNotice} onClose={() => setReminderNotice(null)} />
    </AdminPage>
  );
}
