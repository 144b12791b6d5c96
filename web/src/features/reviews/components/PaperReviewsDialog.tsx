// The reviews of one paper for the chair: each reviewer (named: the chair may know them) with the review's
// state, recommendation, confidence, overall score, how it changed since first submitted, the seven
// ratings, and a link to edit a review in admin mode while it can still change (otherwise Edit is
// disabled, with the reason beside it).
import { Link as RouterLink } from 'react-router';
import { Button, Link, TableCell, TableRow, Stack, Typography } from '@mui/material';
import { confidenceLevels, reviewChange, reviewCriteria, type ReviewScores, type ReviewerCommentView } from '@confsys/domain';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { SimpleTable } from '../../../components/tables/SimpleTable';

const reviewColumns = ['Review', 'Reviewer', 'State', 'Recommendation', 'Confidence', 'Overall', 'Changed since first submitted', ...reviewCriteria, 'Edit'];
import { adminReviewFormLink, formatScore, reviewEditBlock, stateWithTiming } from '../utils/comments';

export function PaperReviewsDialog({ row, target, onClose }: { row: ReviewerCommentView; target: number; onClose: () => void }) {
  return (
    <ActionDialog title={`Reviews of ${row._id}`} size="xl" onClose={onClose}>
        <Typography sx={{ mb: 1 }}>{row.paperTitle}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {row.summary.submitted} of {row.summary.assigned} assigned reviews submitted (the conference wants {target}). Mean overall score {formatScore(row.summary.mean)}, spread {formatScore(row.summary.spread)}.
        </Typography>
        <SimpleTable label={`Reviews of ${row._id}`} columns={reviewColumns} empty="No reviewer is assigned.">
          {row.reviews.map((review) => (
            <TableRow key={review.reviewerId}>
              <TableCell component="th" scope="row">
                {review.label}
              </TableCell>
              <TableCell>{review.name}</TableCell>
              <TableCell>{stateWithTiming(review)}</TableCell>
              <TableCell>{review.recommendation ?? '-'}</TableCell>
              <TableCell>{review.confidence ? confidenceLevels[review.confidence] : '-'}</TableCell>
              <TableCell>{formatScore(review.overall)}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>{reviewChange(review.history) ?? '-'}</TableCell>
              {reviewCriteria.map((criterion) => (
                <TableCell key={criterion}>{review.criteriaRatings[criterion] ?? '-'}</TableCell>
              ))}
              <TableCell>
                <EditReview row={row} review={review} />
              </TableCell>
            </TableRow>
          ))}
        </SimpleTable>
    </ActionDialog>
  );
}

/** Edit of one review, or the reason it cannot be edited (the server would refuse it). */
function EditReview({ row, review }: { row: ReviewerCommentView; review: ReviewScores }) {
  const blocked = reviewEditBlock(row, review);
  const name = `Edit the review of ${review.label} for ${row._id}`;
  if (!blocked) {
    return (
      <Link component={RouterLink} to={adminReviewFormLink(row, review.reviewerId)} aria-label={name}>
        Edit
      </Link>
    );
  }
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 160 }}>
      <Button size="small" disabled aria-label={name} sx={{ minWidth: 0, p: 0 }}>
        Edit
      </Button>
      <Typography variant="caption" color="text.secondary">
        {blocked}
      </Typography>
    </Stack>
  );
}
