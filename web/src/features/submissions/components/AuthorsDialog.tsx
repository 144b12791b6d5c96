// The Authors dialog of Paper Management: each author's name, email, organization, phone, gender,
// state and country ('N/A' where empty), or 'No author details available.'.
import { Box, Divider, Typography } from '@mui/material';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { Messages, type AdminPaperView } from '@confsys/domain';
import { DetailsList } from '../../../components/display/DetailsList';
import { authorDetails } from '../utils/papers';

interface AuthorsDialogProps {
  paper: AdminPaperView;
  onClose: () => void;
}

export function AuthorsDialog({ paper, onClose }: AuthorsDialogProps) {
  const authors = paper.authors ?? [];
  return (
    <ActionDialog title={`Authors of ${paper.paperId}`} size="sm" onClose={onClose}>
        {authors.length === 0 ? (
          <Typography>{Messages.noAuthorDetails}</Typography>
        ) : (
          authors.map((author, position) => (
            <Box key={position} component="section" aria-label={`Author ${position + 1}`} sx={{ mb: 2 }}>
              {position > 0 ? <Divider sx={{ mb: 2 }} /> : null}
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                Author {position + 1}
              </Typography>
              <DetailsList details={authorDetails(author)} />
            </Box>
          ))
        )}
    </ActionDialog>
  );
}
