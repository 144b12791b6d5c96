// The papers assigned to the reviewer, with the manuscript download and the link to the review form.
import { Link as RouterLink } from 'react-router';
import { Button, Link, TableCell, TableRow } from '@mui/material';
import { SimpleTable } from '../../../components/tables/SimpleTable';
import DownloadIcon from '@mui/icons-material/Download';
import { Messages } from '@confsys/domain';
import { reviewFormLink, type AssignedPaperRow } from '../utils/assignedPaper';

const columns = ['Paper ID', 'Title', 'Status', 'Download PDF', 'Review'] as const;

export function AssignedPapersTable({ papers }: { papers: AssignedPaperRow[] }) {
  return (
    <SimpleTable label="Assigned papers" columns={columns} empty={Messages.noPapers} rowCount={papers.length}>
      {papers.map((paper) => (
        <TableRow key={paper.paperId}>
          <TableCell component="th" scope="row">
            {paper.paperId}
          </TableCell>
          <TableCell>{paper.title}</TableCell>
          <TableCell>{paper.status}</TableCell>
          <TableCell>
            {paper.manuscriptPath ? (
              // Manuscripts are served only through the API's checked download route, which is
              // not built yet; the button is wired to it when it lands.
              <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled aria-label={`Download PDF of ${paper.paperId}`}>
                Download PDF
              </Button>
            ) : (
              Messages.noPdf
            )}
          </TableCell>
          <TableCell>
            <Link component={RouterLink} to={reviewFormLink(paper)} aria-label={`Review ${paper.paperId}`}>
              Review
            </Link>
          </TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}
