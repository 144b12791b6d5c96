// A paper's discussion comments, oldest first: each by its label ("Reviewer 2", "Chair", "(you)" for the
// reader's own), its time, whom the chair asked, and its text as Markdown.
import { useId } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { CommentView } from '@confsys/domain';
import { MarkdownText } from '../../../components/display/MarkdownText';
import { commentAddressText, commentAuthorText, commentTimeText } from '../utils/discussion';

function Comment({ comment }: { comment: CommentView }) {
  const authorId = useId();
  const timeId = useId();
  const address = commentAddressText(comment);
  return (
    <Paper component="article" variant="outlined" aria-labelledby={`${authorId} ${timeId}`} sx={{ p: 2, borderLeftWidth: comment.mine ? 4 : 1, borderLeftColor: comment.mine ? 'primary.main' : 'divider' }}>
      <Typography variant="body2" component="p" sx={{ mb: 1, color: 'text.secondary' }}>
        <Box id={authorId} component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
          {commentAuthorText(comment)}
        </Box>
        {' · '}
        <time id={timeId} dateTime={comment.at}>{commentTimeText(comment.at)}</time>
        {address ? (
          <>
            {' · '}
            <Box component="span" sx={{ fontWeight: 600 }}>
              {address}
            </Box>
          </>
        ) : null}
      </Typography>
      <MarkdownText text={comment.text} />
    </Paper>
  );
}

export function DiscussionComments({ comments }: { comments: readonly CommentView[] }) {
  if (comments.length === 0) return <Typography sx={{ my: 2 }}>No comments yet.</Typography>;
  return (
    <Stack component="ol" aria-label="Comments, oldest first" spacing={2} sx={{ listStyle: 'none', p: 0, my: 2 }}>
      {comments.map((comment) => (
        <li key={comment.id}>
          <Comment comment={comment} />
        </li>
      ))}
    </Stack>
  );
}
