// The other reviewers' submitted reviews of the paper, for a reviewer who has submitted their own: each
// under its label ("Reviewer 2"), never with a name, without the confidential comments.
import { Box, Divider, Stack, Typography } from '@mui/material';
import { confidenceLevels, reviewCriteria, reviewSuggestions, type ReviewSuggestion, type SharedReview } from '@confsys/domain';

function Answer({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {value && value !== '' ? value : '-'}
    </Typography>
  );
}

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
      <Stack spacing={3}>
        {reviews.map((review) => (
          <Box component="article" key={review.label} aria-label={review.label}>
            <Typography variant="h6" component="h3">
              {review.label}
            </Typography>
            <Answer label="Recommendation" value={review.recommendation} />
            <Answer label="Confidence" value={review.confidence ? confidenceLevels[review.confidence] : undefined} />
            {reviewCriteria.map((criterion) => (
              <Answer key={criterion} label={criterion} value={review.criteriaRatings[criterion]} />
            ))}
            {(Object.entries(reviewSuggestions) as Array<[ReviewSuggestion, string]>).map(([key, label]) => (
              <Answer key={key} label={label} value={review.suggestions[key]} />
            ))}
            <Answer label="Plagiarism" value={review.plagiarism} />
            <Answer label="Additional Comments" value={review.additionalComments} />
            <Answer label="Final Remarks" value={review.finalRemarks} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
