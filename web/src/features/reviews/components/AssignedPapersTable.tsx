// The papers assigned to the reviewer: the state of their own review and when it is due, the manuscript download, the link
// to the review form, and the declaration of a conflict of interest (which takes the paper off their
// list). Manuscripts are served only with the ID token, so the button fetches the file rather than navigates.
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Link, TableCell, TableRow } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Messages, PaperStatus, dueText, isStatus, type AssignedPaperView } from '@confsys/domain';
import { usePublicCalendar } from '../../../lib/publicCalendar';
import { useNow } from '../../../lib/useNow';
import { StatusChip } from '../../../components/display/StatusChip';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { FormNotice, type Notice } from '../../../components/feedback/FormNotice';
import { SimpleTable } from '../../../components/tables/SimpleTable';
import { useProtectedFile } from '../../../components/files/useProtectedFile';
import { useDeclareConflict } from '../../../api/assignment/declareConflict';
import { manuscriptFileName, reviewFormLink } from '../utils/assignedPaper';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { outcomeNotice } from '../../../lib/failures';

/** Papers a page shows: a reviewer with hundreds turns pages rather than scroll a wall of rows. */
const assignedPageSize = 25;

const columns = ['Paper ID', 'Title', 'Status', 'Your review', 'Due', 'Download PDF', 'Review', 'Conflict'] as const;

interface AssignedPapersTableProps {
  papers: AssignedPaperView[];
}

export function AssignedPapersTable({ papers }: AssignedPapersTableProps) {
  const [fileError, setFileError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [declaring, setDeclaring] = useState<AssignedPaperView | null>(null);
  const declaration = useDeclareConflict();
  const { open, openingUrl } = useProtectedFile(useCallback((message: string) => setFileError(message), []));
  // Due dates read in the conference's time zone, the time left counted down.
  const { timeZone } = usePublicCalendar();
  const now = useNow();

  async function confirmConflict(paper: AssignedPaperView) {
    setNotice(await outcomeNotice(() => declaration.mutateAsync(paper.paperId)));
    setDeclaring(null);
  }

  return (
    <>
      <FailureAlert text={fileError} onClose={() => setFileError(null)} sx={{ mb: 2 }} />
      <FormNotice notice={notice} />
      <SimpleTable label="Assigned papers" columns={columns} empty={Messages.noPapers} pageSize={assignedPageSize}>
        {papers.map((paper) => {
          const url = paper.fileUrl;
          return (
            <TableRow key={paper.paperId}>
              <TableCell component="th" scope="row">
                {paper.paperId}
              </TableCell>
              <TableCell>{paper.title}</TableCell>
              <TableCell>
                <StatusChip status={paper.status} />
              </TableCell>
              <TableCell>{paper.reviewState}</TableCell>
              <TableCell sx={{ color: paper.timing === 'overdue' || paper.timing === 'late' ? 'error.main' : undefined, fontWeight: paper.timing === 'overdue' ? 600 : undefined }}>
                {dueText(paper.dueAt, paper.timing, timeZone, now)}
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  disabled={openingUrl === url}
                  aria-busy={openingUrl === url}
                  aria-label={`Download PDF of ${paper.paperId}`}
                  onClick={() => {
                    setFileError(null);
                    open(url, manuscriptFileName(paper));
                  }}
                >
                  Download PDF
                </Button>
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={reviewFormLink(paper)} aria-label={`Review ${paper.paperId}`}>
                  Review
                </Link>
              </TableCell>
              <TableCell>
                {isStatus(paper.status, PaperStatus.UnderReview) && paper.reviewState !== 'Published' ? (
                  <Button size="small" color="warning" aria-label={`Declare conflict of interest with ${paper.paperId}`} onClick={() => setDeclaring(paper)}>
                    Declare conflict
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </SimpleTable>
      <ConfirmDialog
        open={declaring !== null}
        title="Declare a Conflict of Interest"
        message={`You will no longer review ${declaring?.paperId ?? ''}, and what you have written of its review is deleted. The programme chair will not assign it to you again.`}
        confirmLabel="Declare conflict"
        confirmColor="warning"
        busy={declaration.isPending}
        onConfirm={() => declaring && void confirmConflict(declaring)}
        onCancel={() => setDeclaring(null)}
      />
    </>
  );
}
