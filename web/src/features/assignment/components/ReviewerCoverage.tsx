// The Reviewers cell of Paper Management: "2/3" (reviewers assigned of the number each paper should
// have), and how many reviews are overdue. Hovering or focusing it shows each reviewer with their review's state; screen readers read the
// same in words ("2 of 3 reviewers: Ann (Submitted), Bo (Draft)").
import { Box, Tooltip, Typography } from '@mui/material';
import type { AssignedReviewer } from '@confsys/domain';
import { ScreenReaderText } from '../../../components/display/ScreenReaderText';
import { coverageHeading, coverageLabel, coverageText, overdueText, reviewerWithState } from '../../submissions/utils/reviewerCoverage';

interface ReviewerCoverageProps {
  reviewers: readonly AssignedReviewer[];
  target: number;
  /** The grid cell's tab index: the cell hands its focus to this text, which then shows the tooltip. */
  tabIndex: 0 | -1;
}

export function ReviewerCoverage({ reviewers, target, tabIndex }: ReviewerCoverageProps) {
  const overdue = overdueText(reviewers);
  return (
    <Tooltip title={<ReviewerList reviewers={reviewers} target={target} />}>
      <Box component="span" tabIndex={tabIndex} sx={{ cursor: 'default', borderBottom: 1, borderBottomStyle: 'dotted' }}>
        <span aria-hidden>
          {coverageText(reviewers.length, target)}
          {overdue ? (
            <Box component="span" sx={{ color: 'error.main', fontWeight: 600, ml: 1 }}>
              {overdue}
            </Box>
          ) : null}
        </span>
        <ScreenReaderText>{coverageLabel(reviewers, target)}</ScreenReaderText>
      </Box>
    </Tooltip>
  );
}

function ReviewerList({ reviewers, target }: Omit<ReviewerCoverageProps, 'tabIndex'>) {
  return (
    <>
      <Typography variant="inherit" component="p" sx={{ fontWeight: 600 }}>
        {coverageHeading(reviewers.length, target)}
      </Typography>
      {reviewers.length === 0 ? (
        <Typography variant="inherit">None assigned</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {reviewers.map((reviewer) => (
            <li key={reviewer.reviewerId}>{reviewerWithState(reviewer)}</li>
          ))}
        </Box>
      )}
    </>
  );
}
