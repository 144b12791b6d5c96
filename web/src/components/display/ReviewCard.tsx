// One submitted review as its readers other than the chair see it: under its label ("Reviewer 2"), never
// with a name, without the confidential comments. Shared by the reviewers' form (the other reviews) and
// the authors' response page (the released reviews).
import { useId } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { confidenceLevels, reviewCriteria, reviewSuggestions, type ReviewSuggestion, type SharedReview } from '@confsys/domain';

function Answer({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {value && value !== '' ? value : '-'}
    </Typography>
  );
}

interface ReviewCardProps {
  review: SharedReview;
  /** The card's heading level, below the section that lists the reviews. */
  heading?: 'h3' | 'h4';
}

export function ReviewCard({ review, heading = 'h3' }: ReviewCardProps) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component={heading} sx={{ mb: 1 }}>
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
    </Paper>
  );
}
