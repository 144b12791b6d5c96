// Discussion (/admin/discussion?paperId=, in the admin layout): the chair's view of one paper's
// discussion, opened from the decision table: the comments, a comment of their own (optionally asking
// one reviewer), and the resolved mark. It lives with the evaluation form, which reviewers and admins
// share, since the same panel shows there.
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Messages } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useDiscussion } from '../../../api/discussion/getDiscussion';
import { DiscussionPanel } from '../components/DiscussionPanel';

export default function DiscussionPage() {
  usePageTitle('Discussion');
  const [searchParams] = useSearchParams();
  const paperId = (searchParams.get('paperId') ?? '').trim();
  return (
    <Box sx={{ maxWidth: 1040 }}>
      <Button component={RouterLink} to={paths.adminComments} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Reviewer Comments
      </Button>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Discussion
      </Typography>
      {paperId ? (
        <>
          <PaperLine paperId={paperId} />
          <DiscussionPanel paperId={paperId} heading="Comments" />
        </>
      ) : (
        <Alert severity="error">{Messages.noPaperSelected}</Alert>
      )}
    </Box>
  );
}

/** The paper's ID and title, from the discussion the panel reads (one request for both). */
function PaperLine({ paperId }: { paperId: string }) {
  const discussion = useDiscussion(paperId);
  return (
    <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {paperId}
      </Box>
      {discussion.status === 'success' ? `: ${discussion.data.title}` : null}
    </Typography>
  );
}
