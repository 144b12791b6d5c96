// The authors' submitted response to the reviews, for the chair and for a reviewer whose review is in:
// plain text (not Markdown) with its line breaks, its length and when it was submitted.
import { Box, Divider, Paper, Typography } from '@mui/material';
import type { SubmittedResponse } from '../../../api/reviews/getReview';
import { commentTimeText } from '../utils/discussion';

export function AuthorsResponse({ response }: { response: SubmittedResponse | null }) {
  if (!response) return null;
  return (
    <Box component="section" id="authors-response" aria-labelledby="authors-response-heading" sx={{ mt: 4 }}>
      <Divider sx={{ mb: 3 }} />
      <Typography id="authors-response-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        Authors&apos; response
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Submitted <time dateTime={response.at}>{commentTimeText(response.at)}</time>, {response.words} words. The authors answer all the reviews at once; they do not see the discussion.
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {response.text}
        </Typography>
      </Paper>
    </Box>
  );
}
