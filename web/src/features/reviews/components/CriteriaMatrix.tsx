// The criteria matrix: one row per criterion, one column per rating. Each row is a radio group named by
// its criterion; on wide screens the ratings head the columns and each radio's own label is visually
// hidden (still read by screen readers); on narrow screens the labels show beside the radios.
import { useId } from 'react';
import { Box, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { reviewCriteria, reviewRatings, type FieldErrors, type ReviewCriterion, type ReviewRating } from '@confsys/domain';
import { criterionErrorKey } from '../utils/reviewForm';

const columns = { xs: '1fr', md: 'minmax(14rem, 1.4fr) 4fr' };
const ratingColumns = { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' };
/** Hidden on wide screens except for assistive technology. */
const labelOnNarrowScreens = {
  position: { md: 'absolute' },
  width: { md: '1px' },
  height: { md: '1px' },
  overflow: { md: 'hidden' },
  clip: { md: 'rect(0 0 0 0)' },
  whiteSpace: { md: 'nowrap' },
} as const;

interface CriteriaMatrixProps {
  ratings: Partial<Record<ReviewCriterion, ReviewRating>>;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (criterion: ReviewCriterion, rating: ReviewRating) => void;
}

export function CriteriaMatrix({ ratings, errors, disabled, onChange }: CriteriaMatrixProps) {
  return (
    <Box>
      <Box aria-hidden sx={{ display: { xs: 'none', md: 'grid' }, gridTemplateColumns: columns, borderBottom: 1, borderColor: 'divider', pb: 1 }}>
        <Typography variant="subtitle2">Criterion</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: ratingColumns }}>
          {reviewRatings.map((rating) => (
            <Typography key={rating} variant="subtitle2" sx={{ textAlign: 'center' }}>
              {rating}
            </Typography>
          ))}
        </Box>
      </Box>
      {reviewCriteria.map((criterion) => (
        <CriterionRow
          key={criterion}
          criterion={criterion}
          value={ratings[criterion] ?? ''}
          error={errors[criterionErrorKey(criterion)]}
          disabled={disabled}
          onChange={(rating) => onChange(criterion, rating)}
        />
      ))}
    </Box>
  );
}

interface CriterionRowProps {
  criterion: ReviewCriterion;
  value: ReviewRating | '';
  error?: string;
  disabled: boolean;
  onChange: (rating: ReviewRating) => void;
}

function CriterionRow({ criterion, value, error, disabled, onChange }: CriterionRowProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <FormControl
      component="div"
      required
      error={Boolean(error)}
      disabled={disabled}
      fullWidth
      sx={{ display: 'grid', gridTemplateColumns: columns, alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <FormLabel id={labelId} component="div" sx={{ color: 'text.primary' }}>
        {criterion}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-required
        name={`criteria-${criterion}`}
        value={value}
        onChange={(_event, next) => onChange(next as ReviewRating)}
        sx={{ display: 'grid', gridTemplateColumns: ratingColumns }}
      >
        {reviewRatings.map((rating) => (
          <FormControlLabel
            key={rating}
            value={rating}
            control={<Radio />}
            label={<Box component="span" sx={labelOnNarrowScreens}>{rating}</Box>}
            sx={{ m: 0, justifyContent: { md: 'center' } }}
          />
        ))}
      </RadioGroup>
      {error ? (
        <FormHelperText id={errorId} sx={{ gridColumn: '1 / -1', mx: 0 }}>
          {error}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
