// The papers assigned to the reviewer, with the manuscript download and the link to the review form.
// Manuscripts are served only with the ID token, so the button fetches the file rather than navigates.
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Link, TableCell, TableRow } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Messages } from '@confsys/domain';
import { SimpleTable } from '../../../components/tables/SimpleTable';
import { useProtectedFile } from '../../../components/files/useProtectedFile';
import { manuscriptFileName, reviewFormLink, type AssignedPaperRow } from '../utils/assignedPaper';

const columns = ['Paper ID', 'Title', 'Status', 'Download PDF', 'Review'] as const;

export function AssignedPapersTable({ papers }: { papers: AssignedPaperRow[] }) {
  const [fileError, setFileError] = useState<string | null>(null);
  const { open, openingUrl } = useProtectedFile(useCallback((message: string) => setFileError(message), []));
  return (
    <>
      {fileError ? (
        <Alert severity="error" role="alert" onClose={() => setFileError(null)} sx={{ mb: 2 }}>
          {fileError}
        </Alert>
      ) : null}
      <SimpleTable label="Assigned papers" columns={columns} empty={Messages.noPapers} rowCount={papers.length}>
        {papers.map((paper) => {
          const url = paper.manuscriptPath;
          return (
            <TableRow key={paper.paperId}>
              <TableCell component="th" scope="row">
                {paper.paperId}
              </TableCell>
              <TableCell>{paper.title}</TableCell>
              <TableCell>{paper.status}</TableCell>
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
            </TableRow>
          );
        })}
      </SimpleTable>
    </>
  );
}
