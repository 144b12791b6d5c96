// The evaluation form itself: read-only article id and title, the criteria matrix, suggestions,
// plagiarism, comments, recommendation and final remarks. Locked (published) reviews show read-only.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Box, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import {
  Messages,
  recommendations,
  reviewSuggestions,
  suggestionAnswers,
  type FieldErrors,
  type ReviewCriterion,
  type ReviewRating,
  type ReviewSuggestion,
} from '@confsys/domain';
import { noticeState } from '../../../components/feedback/routeNotice';
import { ApiRequestError } from '../../../lib/api';
import { submitReview } from '../api/submitReview';
import { reviewFormErrors, reviewSubmission, returnPath, type ReviewFormMode, type ReviewFormValues } from '../utils/reviewForm';
import { ChoiceGroup } from './ChoiceGroup';
import { CriteriaMatrix } from './CriteriaMatrix';

interface ReviewFormProps {
  paperId: string;
  title: string;
  initialValues: ReviewFormValues;
  initiallyLocked: boolean;
  mode: ReviewFormMode;
  email: string;
}

type TextFieldName = 'plagiarism' | 'additionalComments' | 'finalRemarks';

export function ReviewForm({ paperId, title, initialValues, initiallyLocked, mode, email }: ReviewFormProps) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ReviewFormValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [locked, setLocked] = useState(initiallyLocked);
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const disabled = locked || sending;

  // After a refused submit, move focus to the first field in error.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"] input, input[aria-invalid="true"], textarea[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function clearError(key: string) {
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  }

  function rate(criterion: ReviewCriterion, rating: ReviewRating) {
    setValues((current) => ({ ...current, criteriaRatings: { ...current.criteriaRatings, [criterion]: rating } }));
    clearError(`criteriaRatings.${criterion}`);
  }

  function answer(key: ReviewSuggestion, value: (typeof suggestionAnswers)[number]) {
    setValues((current) => ({ ...current, suggestions: { ...current.suggestions, [key]: value } }));
    clearError(`suggestions.${key}`);
  }

  function write(field: TextFieldName, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    setFailure(null);
    const problems = reviewFormErrors(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    setSending(true);
    try {
      const answer = await submitReview(reviewSubmission(values, { paperId, title }, { mode, email }));
      await navigate(returnPath(mode), { state: noticeState(answer?.message || Messages.reviewSubmitted) });
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setFailure(Messages.reviewSubmitFailed(error.message));
        setErrors(error.errors);
        if (error.status === 409 && error.message === Messages.reviewPublishedLocked) setLocked(true);
      } else {
        setFailure(Messages.reviewSubmitError(error instanceof Error ? error.message : String(error)));
      }
      setSending(false);
    }
  }

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label={Messages.reviewFormTitle}>
      {locked ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {Messages.reviewPublishedLocked}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <TextField label="Article ID" name="articleId" value={paperId} slotProps={{ htmlInput: { readOnly: true } }} sx={{ maxWidth: { sm: 240 } }} />
        <TextField label="Title" name="articleTitle" value={title} slotProps={{ htmlInput: { readOnly: true } }} />
      </Stack>

      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        Evaluation Criteria
      </Typography>
      <CriteriaMatrix ratings={values.criteriaRatings} errors={errors} disabled={disabled} onChange={rate} />

      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        Suggestions
      </Typography>
      {(Object.entries(reviewSuggestions) as Array<[ReviewSuggestion, string]>).map(([key, label]) => (
        <ChoiceGroup
          key={key}
          label={label}
          name={`suggestions-${key}`}
          options={suggestionAnswers}
          value={values.suggestions[key] ?? ''}
          error={errors[`suggestions.${key}`]}
          disabled={disabled}
          onChange={(value) => answer(key, value)}
        />
      ))}

      <Divider sx={{ my: 3 }} />
      <TextField
        label="Plagiarism"
        name="plagiarism"
        value={values.plagiarism}
        onChange={(event) => write('plagiarism', event.target.value)}
        error={Boolean(errors.plagiarism)}
        helperText={errors.plagiarism ?? 'Tool used and similarity percentage, e.g. Turnitin, 8%'}
        disabled={disabled}
      />
      <TextField
        label="Additional Comments"
        name="additionalComments"
        multiline
        minRows={4}
        value={values.additionalComments}
        onChange={(event) => write('additionalComments', event.target.value)}
        error={Boolean(errors.additionalComments)}
        helperText={errors.additionalComments}
        disabled={disabled}
      />
      <ChoiceGroup
        label="Recommendation"
        name="recommendation"
        options={recommendations}
        value={values.recommendation}
        required
        error={errors.recommendation}
        disabled={disabled}
        onChange={(value) => {
          setValues((current) => ({ ...current, recommendation: value }));
          clearError('recommendation');
        }}
      />
      <TextField
        label="Final Remarks"
        name="finalRemarks"
        multiline
        minRows={3}
        value={values.finalRemarks}
        onChange={(event) => write('finalRemarks', event.target.value)}
        error={Boolean(errors.finalRemarks)}
        helperText={errors.finalRemarks}
        disabled={disabled}
      />

      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={disabled} sx={{ mt: 3 }}>
        Submit Review
      </Button>
    </Box>
  );
}
