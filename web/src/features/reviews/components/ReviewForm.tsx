// The evaluation form itself: read-only article id and title, the criteria matrix, suggestions,
// plagiarism, comments to the authors, recommendation, final remarks, the reviewer's confidence and the
// confidential comments to the committee; each text box says who reads it. Submit Review sends it
// complete; Save Draft keeps it unfinished (until it is first submitted). Locked (published) reviews
// show read-only.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Box, Button, Divider, Stack, TextField, Typography, type Theme } from '@mui/material';
import {
  Messages,
  confidenceLevels,
  confidences,
  recommendations,
  reviewSuggestions,
  suggestionAnswers,
  type ReviewCriterion,
  type ReviewRating,
  type ReviewSuggestion,
} from '@confsys/domain';
import { noticeState } from '../../../components/feedback/routeNotice';
import { useForm } from '../../../components/forms/useForm';
import { checkFailed, useSubmitOutcome, type Refusal } from '../../../components/forms/useSubmitOutcome';
import { ApiRequestError } from '../../../lib/api';
import { useSaveDraft } from '../../../api/reviews/saveDraft';
import { useSubmitReview } from '../../../api/reviews/submitReview';
import { reviewFormErrors, reviewSubmission, returnPath, type ReviewFormMode, type ReviewFormValues } from '../utils/reviewForm';
import { ChoiceGroup } from '../../../components/forms/ChoiceGroup';
import { CriteriaMatrix } from './CriteriaMatrix';
import { FailureAlert } from '../../../components/feedback/FailureAlert';

/** Who reads the comments to the authors. */
const toAuthors = 'Sent to the authors with the decision, without your name.';

interface ReviewFormProps {
  paperId: string;
  title: string;
  /** In admin mode: whose review this is. */
  reviewerId?: string;
  initialValues: ReviewFormValues;
  initiallyLocked: boolean;
  /** Whether Save Draft is offered: not once the review has been submitted. */
  draftAllowed: boolean;
  mode: ReviewFormMode;
  email: string;
}

/**
 * A locked form is the only way to read a sent review, so its fields stay readable (4.5:1): the secondary
 * text colour instead of the faint one of disabled controls. Its buttons keep the disabled look.
 */
const readableWhenLocked = (theme: Theme) => ({
  '& .Mui-disabled:not(.MuiButtonBase-root)': { color: theme.palette.text.secondary, WebkitTextFillColor: theme.palette.text.secondary },
});

export function ReviewForm({ paperId, title, reviewerId, initialValues, initiallyLocked, draftAllowed, mode, email }: ReviewFormProps) {
  const navigate = useNavigate();
  // Errors are keyed like the server's: a text field's name, `criteriaRatings.{criterion}`, `suggestions.{key}`.
  const { values, setValues, errors, setErrors, clearError, field, choice, validateAll } = useForm<ReviewFormValues, string>(initialValues, reviewFormErrors);
  const [locked, setLocked] = useState(initiallyLocked);
  const submission = useSubmitReview();
  const draft = useSaveDraft();
  // A submitted review stays locked while the screen moves on.
  const sending = draft.isPending || submission.isPending || submission.isSuccess;
  const [draftNotice, setDraftNotice] = useState<string | null>(null);
  const disabled = locked || sending;
  const submissionOf = (input: ReviewFormValues) => reviewSubmission(input, { paperId, title, reviewerId }, { mode, email });

  function rate(criterion: ReviewCriterion, rating: ReviewRating) {
    setValues((current) => ({ ...current, criteriaRatings: { ...current.criteriaRatings, [criterion]: rating } }));
    clearError(`criteriaRatings.${criterion}`);
  }

  function answer(key: ReviewSuggestion, value: (typeof suggestionAnswers)[number]) {
    setValues((current) => ({ ...current, suggestions: { ...current.suggestions, [key]: value } }));
    clearError(`suggestions.${key}`);
  }

  function refusal(error: unknown): Refusal<string> {
    if (!(error instanceof ApiRequestError)) return { message: Messages.reviewSubmitError(error instanceof Error ? error.message : String(error)), fieldErrors: {} };
    if (error.status === 409 && error.message === Messages.reviewPublishedLocked) setLocked(true);
    return { message: Messages.reviewSubmitFailed(error.message), fieldErrors: error.errors };
  }

  const { submit, failure, setFailure } = useSubmitOutcome({
    check: () => {
      setDraftNotice(null);
      return !locked && validateAll() ? { input: submissionOf(values) } : checkFailed();
    },
    setErrors,
    send: submission.mutateAsync,
    sent: (answer) => navigate(returnPath(mode), { state: noticeState(answer.message || Messages.reviewSubmitted) }),
    refusal,
  });

  async function keepDraft() {
    if (locked) return;
    setFailure(null);
    setDraftNotice(null);
    try {
      setDraftNotice((await draft.mutateAsync(submissionOf(values))).message);
    } catch (error) {
      const refused = refusal(error);
      setErrors(refused.fieldErrors);
      setFailure(refused.message);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={Messages.reviewFormTitle} sx={locked ? readableWhenLocked : undefined}>
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
      <TextField label="Additional Comments" multiline minRows={4} {...field('additionalComments', toAuthors)} disabled={disabled} />
      <ChoiceGroup label="Recommendation" options={recommendations} required disabled={disabled} {...choice('recommendation')} />
      <TextField label="Final Remarks" multiline minRows={3} {...field('finalRemarks', toAuthors)} disabled={disabled} />
      <ChoiceGroup label="Your Confidence in This Evaluation" options={confidences} labelOf={(level) => confidenceLevels[level]} required disabled={disabled} {...choice('confidence')} />
      <TextField
        label="Confidential Comments to the Committee"
        multiline
        minRows={3}
        {...field('confidentialComments', 'Read only by the programme chair and committee: never sent to the authors, never shown to other reviewers.')}
        disabled={disabled}
      />

      <FailureAlert text={failure} sx={{ mt: 2 }} />
      {draftNotice ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {draftNotice}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" size="large" disabled={disabled}>
          Submit Review
        </Button>
        {draftAllowed ? (
          <Button variant="outlined" size="large" disabled={disabled} onClick={() => void keepDraft()}>
            Save Draft
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
