// The other reviewers' submitted reviews of the paper, for a reviewer who has submitted their own: each
// under its label ("Reviewer 2"), never with a name, without the confidential comments.
import { Box, Divider, Stack, Typography } from '@mui/material';
import type { SharedReview } from '@confsys/domain';
import { ReviewCard } from '../../../components/display/ReviewCard';

export function OtherReviews({ reviews }: { reviews: SharedReview[] }) {
  if (reviews.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="other-reviews-heading" sx={{ mt: 4 }}>
      <Divider sx={{ mb: 3 }} />
      <Typography id="other-reviews-heading" variant="h5" component="h2">
        The Other Reviews of This Paper
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Shown because you have submitted yours. Reviewers are numbered in the order they were assigned; their names are not shown.
      </Typography>
      <Stack spacing={2}>
        {reviews.map((review) => (
          <ReviewCard key={review.label} review={review} />
        ))}
      </Stack>
    </Box>
  );
}
