// The Settings screen's Reviewing form: how many reviewers each paper should have (1 to 10; Paper
// Management counts against it), whether reviewers who have submitted may read the paper's other
// reviews, unnamed, and the author response's word limit (50 to 3000). Read from and saved through the
// API; the server's message shows above the form.
import { Button } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { defaultResponseWords, defaultReviewSettings, Messages } from '@confsys/domain';
import { NumberField } from '../../../components/forms/NumberField';
import { StoredForm } from '../../../components/forms/StoredForm';
import { ToggleField } from '../../../components/forms/ToggleField';
import { useForm } from '../../../components/forms/useForm';
import { useSubmitOutcome, validated } from '../../../components/forms/useSubmitOutcome';
import { useReviewSettings } from '../../../api/reviews/getReviewSettings';
import { useSaveReviewSettings } from '../../../api/reviews/saveReviewSettings';
import {
  responseWordsBounds,
  reviewersPerPaperBounds,
  reviewSettingsFailure,
  reviewSettingsInput,
  reviewSettingsValues,
  validateReviewSettings,
  type ReviewSettingsField,
  type ReviewSettingsValues,
} from '../utils/reviewSettings';
import { SettingsSection } from '../../../components/layout/SettingsSection';

const loadFailed = 'The review settings could not be loaded, so they cannot be changed now. Reload the page to try again.';
const shareLabel = 'Reviewers who have submitted may read the other reviews of the paper (unnamed)';

export function ReviewSettingsForm() {
  return (
    <StoredForm query={useReviewSettings()} fallback={defaultReviewSettings}>
      {(initial, status) => <ReviewSettingsFields initial={reviewSettingsValues(initial)} status={status} />}
    </StoredForm>
  );
}

interface ReviewSettingsFieldsProps {
  initial: ReviewSettingsValues;
  status: UseQueryResult['status'];
}

function ReviewSettingsFields({ initial, status }: ReviewSettingsFieldsProps) {
  const { values, choice, setErrors, field, validateAll } = useForm<ReviewSettingsValues, ReviewSettingsField>(initial, validateReviewSettings);
  const save = useSaveReviewSettings();
  const { submit, notice } = useSubmitOutcome({
    check: validated(validateAll, () => reviewSettingsInput(values), null),
    setErrors,
    send: save.mutateAsync,
    said: (answer) => answer.message || Messages.reviewSettingsSaved,
    refusal: reviewSettingsFailure,
    focusErrors: false,
  });
  const disabled = status !== 'success' || save.isPending;

  return (
    <SettingsSection title="Reviewing" notice={notice} status={status} loadFailed={loadFailed} onSubmit={submit}>
      <NumberField
        label="Reviewers per paper"
        {...reviewersPerPaperBounds}
        required
        {...field('reviewersPerPaper', `From ${reviewersPerPaperBounds.min} to ${reviewersPerPaperBounds.max}. Paper Management shows the papers that have fewer.`)}
        disabled={disabled}
      />
      <ToggleField label={shareLabel} disabled={disabled} {...choice('shareReviews')} hint="Without the reviewers' names and without their confidential comments to the chair." />
      <NumberField
        label="Author response word limit"
        {...responseWordsBounds}
        required
        {...field('responseWords', `From ${responseWordsBounds.min} to ${responseWordsBounds.max} words (${defaultResponseWords} unless you set another). The authors' response to the released reviews is counted against it.`)}
        disabled={disabled}
        sx={{ mt: 3 }}
      />
      <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 2 }}>
        Save Review Settings
      </Button>
    </SettingsSection>
  );
}
