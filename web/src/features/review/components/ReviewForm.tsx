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
  type ReviewCriterion,
  type ReviewRating,
  type ReviewSuggestion,
} from '@confsys/domain';
import { noticeState } from '../../../components/feedback/routeNotice';
import { useForm } from '../../../components/forms/useForm';
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

export function ReviewForm({ paperId, title, initialValues, initiallyLocked, mode, email }: ReviewFormProps) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  // Errors are keyed like the server's: a text field's name, `criteriaRatings.{criterion}`, `suggestions.{key}`.
  const { values, setValues, errors, setErrors, change, clearError, field, validateAll } = useForm<ReviewFormValues, string>(initialValues, reviewFormErrors);
  const [failure, setFailure] = useState<string | null>(null);
  const [locked, setLocked] = useState(initiallyLocked);
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const disabled = locked || sending;

  // After a refused submit, move focus to the first field in error.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"] input, input[aria-invalid="true"], textarea[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function rate(criterion: ReviewCriterion, rating: ReviewRating) {
    setValues((current) => ({ ...current, criteriaRatings: { ...current.criteriaRatings, [criterion]: rating } }));
    clearError(`criteriaRatings.${criterion}`);
  }

  function answer(key: ReviewSuggestion, value: (typeof suggestionAnswers)[number]) {
    setValues((current) => ({ ...current, suggestions: { ...current.suggestions, [key]: value } }));
    clearError(`suggestions.${key}`);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    setFailure(null);
    if (!validateAll()) {
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
      <TextField label="Plagiarism" {...field('plagiarism', 'Tool used and similarity percentage, e.g. Turnitin, 8%')} disabled={disabled} />
      <TextField label="Additional Comments" multiline minRows={4} {...field('additionalComments')} disabled={disabled} />
      <ChoiceGroup
        label="Recommendation"
        name="recommendation"
        options={recommendations}
        value={values.recommendation}
        required
        error={errors.recommendation}
        disabled={disabled}
        onChange={(value) => change('recommendation', value)}
      />
      <TextField label="Final Remarks" multiline minRows={3} {...field('finalRemarks')} disabled={disabled} />

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
