// A paper's discussion among its reviewers and the chair (section id "discussion", which the notices link
// to): whether it is resolved, the comments oldest first, and the form to post one. The chair may also
// ask one reviewer and mark the discussion resolved or open it again. A reviewer whose own review is not
// submitted is told so (the server's 403) instead.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, Box, Button, Chip, Divider, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ForumIcon from '@mui/icons-material/Forum';
import { Messages } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import { useDiscussion, type Discussion } from '../../../api/discussion/getDiscussion';
import { useSetDiscussionState } from '../../../api/discussion/setDiscussionState';
import { askableReviewers, commentCountText, isChair } from '../utils/discussion';
import { CommentForm } from './CommentForm';
import { DiscussionComments } from './DiscussionComments';
import { SaveOutcome } from '../../../components/feedback/SaveOutcome';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { refusalText } from '../../../lib/failures';

interface DiscussionPanelProps {
  paperId: string;
  /** The section's heading (an h2): "Discussion" on the review form. */
  heading?: string;
}

export function DiscussionPanel({ paperId, heading = 'Discussion' }: DiscussionPanelProps) {
  const discussion = useDiscussion(paperId);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = discussion.status !== 'pending';
  // A link to #discussion (the notices' link) lands here once the section has its content.
  useEffect(() => {
    if (loaded && hash === '#discussion') section.current?.scrollIntoView();
  }, [loaded, hash]);
  let body: React.ReactNode;
  if (discussion.status === 'pending') {
    body = <Typography role="status">{Messages.loading}</Typography>;
  } else if (discussion.status === 'error') {
    const { error } = discussion;
    // 403: the reviewer's own review is not in yet (or they are not on the paper): its message says which.
    const refused = error instanceof ApiRequestError && error.status === 403;
    body = (
      <Alert severity={refused ? 'info' : 'error'} role={refused ? undefined : 'alert'}>
        {refusalText(error)}
      </Alert>
    );
  } else {
    body = <DiscussionBody paperId={paperId} discussion={discussion.data} />;
  }
  return (
    <Box component="section" ref={section} id="discussion" aria-labelledby="discussion-heading" sx={{ mt: 4, scrollMarginTop: 16 }}>
      <Divider sx={{ mb: 3 }} />
      <Typography id="discussion-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      {body}
    </Box>
  );
}

function DiscussionBody({ paperId, discussion }: { paperId: string; discussion: Discussion }) {
  const [status, setStatus] = useState('');
  const chair = isChair(discussion);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The paper&apos;s reviewers and the chair discuss it here; the authors never see it. Reviewers appear as &quot;Reviewer 1..N&quot;, never by name. You appear as &quot;{discussion.you}&quot;.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          id="discussion-state"
          icon={discussion.resolved ? <CheckCircleIcon /> : <ForumIcon />}
          color={discussion.resolved ? 'success' : 'default'}
          variant="outlined"
          label={discussion.resolved ? 'Resolved' : 'Open'}
        />
        <Typography variant="body2">{commentCountText(discussion.comments.length)}</Typography>
        {chair ? <ResolveButton paperId={paperId} resolved={discussion.resolved} onStatus={setStatus} /> : null}
      </Stack>
      <DiscussionComments comments={discussion.comments} />
      <CommentForm paperId={paperId} askable={chair ? askableReviewers(discussion) : null} onStatus={setStatus} />
      <SaveOutcome id="discussion-status" status={status} spacing={1} />
    </>
  );
}

/** The chair's mark: resolved, or open again; the server's message goes to the status line. */
function ResolveButton({ paperId, resolved, onStatus }: { paperId: string; resolved: boolean; onStatus: (text: string) => void }) {
  const change = useSetDiscussionState(paperId);
  const [failure, setFailure] = useState<string | null>(null);

  async function toggle() {
    setFailure(null);
    try {
      const answer = await change.mutateAsync(!resolved);
      onStatus(answer.message || (resolved ? Messages.discussionReopened : Messages.discussionResolved));
    } catch (error) {
      setFailure(refusalText(error));
    }
  }

  return (
    <>
      <Button size="small" variant="outlined" disabled={change.isPending} onClick={() => void toggle()}>
        {resolved ? 'Reopen discussion' : 'Mark resolved'}
      </Button>
      <FailureAlert text={failure} sx={{ width: '100%' }} />
    </>
  );
}
