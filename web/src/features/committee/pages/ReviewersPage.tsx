// Reviewers (/admin/reviewers): the reviewer records by name, a page at a time from the server, with a
// search by name, affiliation or email kept in the URL (?q=); the load and topics a member accepted, their
// profile files, Delete (confirmed), and the Add Reviewer dialog.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Button, Chip } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { GridColDef } from '@mui/x-data-grid';
import { Messages, type ReviewerView } from '@confsys/domain';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { fileNameOf } from '../../../components/files/fileOpenFailure';
import { useProtectedFile } from '../../../components/files/useProtectedFile';
import { DataTable } from '../../../components/tables/DataTable';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useDeleteReviewer } from '../../../api/committee/deleteReviewer';
import { useReviewerPage } from '../../../api/committee/getReviewers';
import { AddReviewerDialog } from '../components/AddReviewerDialog';
import { AdminPage, LoadState, type Notice } from '../../../components/layout/AdminPage';
import { SearchField } from '../../../components/forms/SearchField';
import { pagerFor, useCursorPaging } from '../../../components/tables/useCursorPaging';
import { firstRowOf } from '../../../components/tables/cursorPaging';
import { messageOnStatus, outcomeNotice } from '../../../lib/failures';
import { numberRows } from '../../submissions/utils/papers';
import { profileBadge, reviewerListQuery, reviewerSearchOf } from '../utils/reviewers';
import { BreakableText } from '../../../components/display/BreakableText';

type ReviewerRow = ReviewerView & { index: number };

const reviewerIdOf = (row: ReviewerRow) => row.id;
const byName = [{ field: 'name', sort: 'asc' as const }];

export default function ReviewersPage() {
  usePageTitle('Reviewers');
  const [searchParams, setSearchParams] = useSearchParams();
  const search = reviewerSearchOf(searchParams.get('q'));
  const changeSearch = useCallback(
    (text: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text === '') next.delete('q');
          else next.set('q', text);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  const cursorPaging = useCursorPaging<string>(search);
  const { paging } = cursorPaging;
  const query = useMemo(() => reviewerListQuery(search, paging), [search, paging]);
  const reviewers = useReviewerPage(query, firstRowOf(paging));
  const [notice, setNotice] = useState<Notice>(null);
  const page = reviewers.data;
  const rows = useMemo(() => (page ? numberRows(page.reviewers, page.firstRow) : []), [page]);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ReviewerView | null>(null);
  const deletion = useDeleteReviewer();
  const showFileError = useCallback((text: string) => setNotice({ severity: 'error', text }), []);
  const { open: openFile, openingUrl } = useProtectedFile(showFileError);

  const columns = useMemo<GridColDef<ReviewerRow>[]>(
    () => [
      { field: 'index', headerName: '#', type: 'number', width: 56, align: 'left', headerAlign: 'left', sortable: false },
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 130 },
      { field: 'affiliation', headerName: 'Affiliation', flex: 1, minWidth: 150 },
      { field: 'email', headerName: 'Email ID', flex: 1, minWidth: 170, renderCell: ({ row }) => <BreakableText text={row.email} /> },
      {
        field: 'profile',
        headerName: 'Profile',
        width: 96,
        valueGetter: (_value, row) => profileBadge(row) ?? Messages.notAvailable,
        renderCell: ({ row, tabIndex }) => {
          const badge = profileBadge(row);
          if (!badge || !row.profile) return Messages.notAvailable;
          const url = row.profile;
          return (
            <Chip
              size="small"
              label={badge}
              color={badge === 'PDF' ? 'error' : 'primary'}
              variant="outlined"
              icon={badge === 'PDF' ? <PictureAsPdfIcon /> : <DescriptionIcon />}
              tabIndex={tabIndex}
              disabled={openingUrl === url}
              aria-label={`${badge} profile of ${row.name}`}
              // PDFs open in a tab; Word files cannot be shown there, so they download.
              onClick={() => (badge === 'PDF' ? openFile(url) : openFile(url, fileNameOf(url)))}
            />
          );
        },
      },
      // The research area, and under it the call's topics the member chose.
      {
        field: 'researchArea',
        headerName: 'Area and Topics',
        flex: 1.2,
        minWidth: 170,
        valueGetter: (_value, row) => [row.researchArea, ...(row.topics ?? [])].filter(Boolean).join('; '),
        renderCell: ({ row }) => (
          <Box sx={{ py: 1 }}>
            <div>{row.researchArea}</div>
            {row.topics && row.topics.length > 0 ? (
              <Box component="div" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
                {row.topics.join('; ')}
              </Box>
            ) : null}
          </Box>
        ),
      },
      // The most papers the member accepted to review.
      { field: 'load', headerName: 'Load', type: 'number', width: 70, align: 'left', headerAlign: 'left', sortable: false, valueGetter: (_value, row) => row.load ?? null, renderCell: ({ row }) => row.load ?? '—' },
      {
        field: 'delete',
        headerName: 'Delete',
        width: 100,
        sortable: false,
        filterable: false,
        renderCell: ({ row, tabIndex }) => (
          <Button size="small" color="error" variant="outlined" tabIndex={tabIndex} aria-label={`Delete ${row.name}`} onClick={() => setDeleting(row)}>
            Delete
          </Button>
        ),
      },
    ],
    [openFile, openingUrl],
  );

  async function confirmDelete() {
    if (!deleting) return;
    setNotice(await outcomeNotice(() => deletion.mutateAsync(deleting.id), { done: Messages.reviewerDeleted, failed: (error) => messageOnStatus(error, 409) ?? Messages.deleteReviewerFailed }));
    setDeleting(null);
  }

  function added(message: string) {
    setAdding(false);
    setNotice({ severity: 'success', text: message });
  }

  return (
    <AdminPage
      title="Reviewers"
      notice={notice}
      onCloseNotice={() => setNotice(null)}
      action={
        <Button variant="contained" onClick={() => setAdding(true)}>
          Add Reviewer
        </Button>
      }
    >
      <Box sx={{ mb: 2 }}>
        <SearchField value={search} onSearch={changeSearch} label="Search reviewers" helperText="A word of a name or affiliation, or its start; any beginning of an email address" />
      </Box>
      <LoadState query={reviewers} loadingText={Messages.loadingReviewers} errorText={Messages.loadReviewersFailed}>
        {(data, reloading) => (
          <DataTable
            label="Reviewers"
            rows={rows}
            columns={columns}
            getRowId={reviewerIdOf}
            emptyText={search === '' ? Messages.noReviewers : 'No reviewer matches this search.'}
            loading={reloading}
            server={{ paging: pagerFor(cursorPaging, { total: data.total, next: data.next, rows: data.reviewers.length, reloading }), sortModel: byName }}
          />
        )}
      </LoadState>
      {adding ? <AddReviewerDialog onClose={() => setAdding(false)} onAdded={added} /> : null}
      {deleting ? (
        <ConfirmDialog
          open
          title="Delete Reviewer"
          message={`Delete reviewer ${deleting.name} (${deleting.email})? This cannot be undone.`}
          confirmLabel="Delete"
          confirmColor="error"
          busy={deletion.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </AdminPage>
  );
}
