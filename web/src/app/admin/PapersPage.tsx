// Paper Management (/admin/papers): the papers, a page at a time from the server, with their status and
// reviewers ("2/3": assigned of the number each paper should have, names and review states in the
// tooltip). Filters above the grid show the papers that need reviewers or whose reviews are missing, a
// status, or a search (paper ID, title word, author's name); the server sorts by Paper ID or Title (the
// other columns do not sort), and all of it is kept in the URL (`?show=&status=&q=&sort=title&order=desc`).
// '#' numbers the rows through the whole list. Remind reviewers previews, then sends, reminders of the
// missing reviews. Assign opens the reviewer picker (not for published papers; the page and the counts
// are read again after; its outcome shows in a snackbar); the row's More menu holds Authors (the author
// details), History (the paper's audit entries) and View PDF (the manuscript).
// A withdrawn paper has Restore instead of Assign: after a confirmation it goes back with its reviewers.
// A paper with a review overdue has Emergency: the chair asks another member to take it by a date of its own.
// Under each status, the similarity check's highest figure, marked when a check flags the paper (its flags in
// the tooltip); the Flagged filter lists those papers and the More menu opens the similarity report.
// Rows can be selected (across pages) for a bulk action, previewed before it is applied (BulkActions).
import { useCallback, useMemo, useState } from 'react';
import { paths } from '../../config/paths';
import { Button, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Messages, PaperStatus, isStatus, type AdminPaperView } from '@confsys/domain';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useRestorePaper } from '../../api/submissions/restorePaper';
import { useRowSelection } from '../../components/tables/useRowSelection';
import { DisabledWithTooltip } from '../../components/display/DisabledWithTooltip';
import { ActionSnackbar } from '../../components/feedback/ActionSnackbar';
import type { Notice } from '../../components/feedback/FormNotice';
import { useProtectedFile } from '../../components/files/useProtectedFile';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePaperCounts } from '../../api/submissions/getPaperCounts';
import { usePaperPage } from '../../api/submissions/getPapers';
import { AdminPage } from '../../components/layout/AdminPage';
import { AssignReviewerDialog } from '../../features/assignment/components/AssignReviewerDialog';
import { EmergencyReviewDialog } from '../../features/assignment/components/EmergencyReviewDialog';
import { AuthorsDialog } from '../../features/submissions/components/AuthorsDialog';
import { BulkActions } from '../../features/decisions/components/BulkActions';
import { PaperFilterBar } from '../../features/submissions/components/PaperFilterBar';
import { PaperListGrid } from '../../features/submissions/components/PaperListGrid';
import { RemindReviewersDialog } from '../../features/mail/components/RemindReviewersDialog';
import { ReviewerCoverage } from '../../features/assignment/components/ReviewerCoverage';
import { usePaperList } from '../../features/submissions/hooks/usePaperList';
import { everyStatusChoice, filterCounts, paperCountsQuery, type SortFields } from '../../features/submissions/utils/paperList';
import { canAssignReviewer, numberRows, type NumberedPaper } from '../../features/submissions/utils/papers';
import { remindersSentNotice } from '../../features/mail/utils/reminders';
import { outcomeNotice } from '../../lib/failures';
import { actionsColumn } from '../../components/tables/actionsColumn';
import { RowMenu } from '../../components/tables/RowMenu';
import { useRowDialog } from '../../components/feedback/useRowDialog';
import { statusWithIntegrityColumn } from '../../features/similarity/components/integrityStatusColumn';
import { SimilarityDialog } from '../../features/similarity/components/SimilarityDialog';

const paperIdOf = (row: NumberedPaper) => row.paperId;
const papersTable = { label: 'Papers', keyColumns: ['paperId', 'title', 'status', 'reviewers', 'actions'], getRowId: paperIdOf };
const sortFields: SortFields = { paperId: 'paperId', title: 'title' };

export default function PapersPage() {
  usePageTitle('Paper Management');
  const list = usePaperList({ statusChoices: everyStatusChoice, sortFields });
  const { view } = list;
  const papers = usePaperPage(list.query, list.firstRow);
  // The filter buttons' counts for the status and search, asked beside the page.
  const countsQuery = useMemo(() => paperCountsQuery(view.status, view.search), [view.status, view.search]);
  const counts = usePaperCounts(countsQuery);
  const answer = papers.status === 'success' ? papers.data : null;
  const target = answer?.reviewersPerPaper ?? 0;
  const rows = useMemo(() => (answer ? numberRows(answer.papers, answer.firstRow) : []), [answer]);
  const selection = useRowSelection(rows, paperIdOf);
  const assigning = useRowDialog<AdminPaperView>();
  const { open: assign } = assigning;
  /** The paper with an overdue review the chair is finding an emergency reviewer for. */
  const rescuing = useRowDialog<AdminPaperView>();
  const { open: rescue } = rescuing;
  /** The paper whose similarity report is open. */
  const comparing = useRowDialog<AdminPaperView>();
  const { open: compare } = comparing;
  const [showingAuthors, setShowingAuthors] = useState<AdminPaperView | null>(null);
  const [reminding, setReminding] = useState(false);
  const [restoring, setRestoring] = useState<AdminPaperView | null>(null);
  const bulkFilter = useMemo(() => ({ ...(view.status ? { status: view.status } : {}), ...(view.show ? { show: view.show } : {}), ...(view.search ? { q: view.search } : {}) }), [view.status, view.show, view.search]);
  const restore = useRestorePaper();
  // The outcome of a row's action (Assign, View PDF) or of the reminders: in a snackbar, where the eye is,
  // not at the top of the page, which the row may be far below.
  const [notice, setNotice] = useState<Notice>(null);
  const showFileError = useCallback((text: string) => setNotice({ severity: 'error', text }), []);
  const { open: openFile, openingUrl } = useProtectedFile(showFileError);

  const columns = useMemo<GridColDef<NumberedPaper>[]>(
    () => [
      { field: 'index', headerName: '#', type: 'number', width: 70, align: 'left', headerAlign: 'left', sortable: false },
      { field: 'paperId', headerName: 'Paper ID', width: 150 },
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
      statusWithIntegrityColumn<NumberedPaper>((row) => row),
      {
        field: 'reviewers',
        headerName: 'Reviewers',
        description: `Reviewers assigned, of the ${target} each paper should have`,
        width: 120,
        sortable: false,
        renderCell: ({ row, tabIndex }) => <ReviewerCoverage reviewers={row.reviewers} target={target} tabIndex={tabIndex} />,
      },
      actionsColumn(236, ({ row, tabIndex }) => {
        const assignable = canAssignReviewer(row.status);
        return (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {isStatus(row.status, PaperStatus.Withdrawn) ? (
              <Button size="small" variant="contained" color="secondary" tabIndex={tabIndex} aria-label={`Restore ${row.paperId}`} onClick={() => setRestoring(row)}>
                Restore
              </Button>
            ) : (
              <DisabledWithTooltip active={!assignable} title={Messages.cannotAssignPublished} tabIndex={tabIndex}>
                <Button
                  size="small"
                  variant="contained"
                  disabled={!assignable}
                  tabIndex={tabIndex}
                  aria-label={`Assign reviewer to ${row.paperId}`}
                  onClick={() => assign(row)}
                >
                  Assign
                </Button>
              </DisabledWithTooltip>
            )}
            {isStatus(row.status, PaperStatus.UnderReview) && row.reviewers.some((reviewer) => reviewer.timing === 'overdue') ? (
              <Button size="small" variant="outlined" color="warning" tabIndex={tabIndex} aria-label={`Ask an emergency reviewer for ${row.paperId}`} onClick={() => rescue(row)}>
                Emergency
              </Button>
            ) : null}
            <RowMenu
              label={`More actions for ${row.paperId}`}
              tabIndex={tabIndex}
              items={[
                { label: 'Authors', ariaLabel: `Authors of ${row.paperId}`, onClick: () => setShowingAuthors(row) },
                { label: 'History', ariaLabel: `History of ${row.paperId}`, to: paths.adminAuditOf(row.paperId) },
                { label: 'Similarity', ariaLabel: `Similarity report of ${row.paperId}`, onClick: () => compare(row) },
                { label: 'View PDF', ariaLabel: `View PDF of ${row.paperId}`, disabled: !row.fileUrl || openingUrl === row.fileUrl, onClick: () => openFile(row.fileUrl) },
              ]}
            />
          </Stack>
        );
      }),
    ],
    [openFile, openingUrl, target, assign, rescue, compare],
  );

  async function confirmRestore(paper: AdminPaperView) {
    setNotice(await outcomeNotice(() => restore.mutateAsync(paper.paperId)));
    setRestoring(null);
  }

  const showSuccess = (text: string) => setNotice({ severity: 'success', text });

  return (
    <AdminPage title="Paper Management">
      <PaperFilterBar
        filter={view.show}
        {...filterCounts(counts)}
        target={answer?.reviewersPerPaper ?? null}
        onChange={list.showPapers}
        action={
          <Button variant="outlined" size="small" onClick={() => setReminding(true)}>
            Remind reviewers
          </Button>
        }
      />
      <PaperListGrid list={list} page={papers} rows={rows} table={papersTable} columns={columns} noneText={Messages.noPapers} errorText={Messages.failedToLoadPapers} selection={selection}>
        <BulkActions
          selected={[...selection.selected].map(String)}
          filter={bulkFilter}
          matching={answer?.total ?? null}
          onDone={(text) => {
            selection.clear();
            setNotice({ severity: 'success', text });
          }}
        />
      </PaperListGrid>
      {assigning.row ? <AssignReviewerDialog paper={assigning.row} onClose={assigning.close} onAssigned={assigning.closeThen(showSuccess)} /> : null}
      {rescuing.row ? <EmergencyReviewDialog paper={rescuing.row} onClose={rescuing.close} onSent={rescuing.closeThen(showSuccess)} /> : null}
      {comparing.row ? <SimilarityDialog paperId={comparing.row.paperId} flags={comparing.row.flags} onClose={comparing.close} /> : null}
      {showingAuthors ? <AuthorsDialog paper={showingAuthors} onClose={() => setShowingAuthors(null)} /> : null}
      {reminding ? (
        <RemindReviewersDialog
          onClose={() => setReminding(false)}
          onSent={(answer) => {
            setReminding(false);
            setNotice(remindersSentNotice(answer));
          }}
        />
      ) : null}
      {restoring ? (
        <ConfirmDialog
          open
          title="Restore Paper"
          message={`Restore paper ${restoring.paperId} (${restoring.title})? It goes back to its status before the withdrawal, and its reviewers regain access with their reviews as they were.`}
          confirmLabel="Restore"
          busy={restore.isPending}
          onConfirm={() => void confirmRestore(restoring)}
          onCancel={() => setRestoring(null)}
        />
      ) : null}
      <ActionSnackbar notice={notice} onClose={() => setNotice(null)} />
    </AdminPage>
  );
}
