// Paper Publication (/admin/publication): the papers that can be or have been published (Accepted and
// Published, or one of them), a page at a time from the server, with their authors; a search (paper ID,
// title word, author's name) and the server's sort by Paper ID or Title (the other columns do not
// sort), kept in the URL. Publish (confirmed) only when the status is Accepted and nothing blocks it (no
// author with a verified registration while the fees require one: the reason shows under the button),
// then the page is read again; a published paper shows its Published status chip instead of the button.
import { useMemo, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Messages, type AdminPaperView } from '@confsys/domain';
import { DisabledWithTooltip } from '../../../components/display/DisabledWithTooltip';
import { StatusChip } from '../../../components/display/StatusChip';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePaperPage } from '../../../api/submissions/getPapers';
import { usePublishPaper } from '../../../api/decisions/publishPaper';
import { AdminPage, type Notice } from '../../../components/layout/AdminPage';
import { PaperListGrid } from '../../submissions/components/PaperListGrid';
import { usePaperList } from '../../submissions/hooks/usePaperList';
import { publicationStatusChoice, publicationStatuses, type SortFields } from '../../submissions/utils/paperList';
import { outcomeNotice, serverMessage } from '../../../lib/failures';
import { canPublish, isPublished, joinAuthorNames } from '../../submissions/utils/papers';
import { statusColumn } from '../../../components/tables/statusColumn';

const noPapers: readonly AdminPaperView[] = [];
const publicationTable = { label: 'Papers for publication', keyColumns: ['paperId', 'title', 'status', 'action'], getRowId: (row: AdminPaperView) => row.paperId };
const sortFields: SortFields = { paperId: 'paperId', title: 'title' };

export default function PaperPublicationPage() {
  usePageTitle('Paper Publication');
  const list = usePaperList({ statusChoices: publicationStatusChoice, defaultStatuses: publicationStatuses, sortFields });
  const papers = usePaperPage(list.query);
  const [notice, setNotice] = useState<Notice>(null);
  const [publishing, setPublishing] = useState<AdminPaperView | null>(null);
  const publish = usePublishPaper();

  const columns = useMemo<GridColDef<AdminPaperView>[]>(
    () => [
      { field: 'paperId', headerName: 'Paper ID', width: 150 },
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
      { field: 'authors', headerName: 'Author(s)', flex: 1, minWidth: 200, sortable: false, valueGetter: (_value, row) => joinAuthorNames(row.authors) },
      statusColumn(),
      {
        field: 'action',
        headerName: 'Action',
        width: 240,
        sortable: false,
        renderCell: ({ row, tabIndex }) => {
          if (isPublished(row.status)) {
            return <StatusChip status={row.status} />;
          }
          const blocked = canPublish(row.status) ? row.publishBlocked : Messages.canOnlyPublishAccepted;
          const reasonId = `publish-blocked-${row.paperId}`;
          return (
            <Stack spacing={0.5} sx={{ py: 0.5, alignItems: 'flex-start' }}>
              <DisabledWithTooltip active={blocked !== null} title={blocked ?? ''} tabIndex={tabIndex}>
                <Button
                  size="small"
                  variant="contained"
                  disabled={blocked !== null}
                  tabIndex={tabIndex}
                  aria-label={`Publish ${row.paperId}`}
                  aria-describedby={row.publishBlocked ? reasonId : undefined}
                  onClick={() => setPublishing(row)}
                >
                  Publish
                </Button>
              </DisabledWithTooltip>
              {/* Why Publish waits, in words beside the button: the tooltip alone shows only on hover or focus. */}
              {row.publishBlocked && canPublish(row.status) ? (
                <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
                  {row.publishBlocked}
                </Typography>
              ) : null}
            </Stack>
          );
        },
      },
    ],
    [],
  );

  async function confirmPublish() {
    if (!publishing) return;
    setNotice(await outcomeNotice(() => publish.mutateAsync(publishing.paperId), { done: Messages.paperPublished, failed: (error) => serverMessage(error) ?? Messages.publishFailed }));
    setPublishing(null);
  }

  return (
    <AdminPage title="Paper Publication" notice={notice} onCloseNotice={() => setNotice(null)}>
      <PaperListGrid list={list} page={papers} rows={papers.data?.papers ?? noPapers} table={publicationTable} columns={columns} noneText={Messages.noPapers} errorText={Messages.failedToLoadPapers} />
      {publishing ? (
        <ConfirmDialog
          open
          title="Publish Paper"
          message={`Publish paper ${publishing.paperId} ("${publishing.title}")?`}
          confirmLabel="Publish"
          busy={publish.isPending}
          onConfirm={() => void confirmPublish()}
          onCancel={() => setPublishing(null)}
        />
      ) : null}
    </AdminPage>
  );
}
