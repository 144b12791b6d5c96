// The Settings screen's review settings form: its values and checks (reviewers per paper, shared
// reviews, the author response's word limit), checked by the schema the server checks the request with.
import { defaultResponseWords, Messages, responseLimits, ReviewSettingsSchema, type FieldErrors, type ReviewSettings } from '@confsys/domain';
import { formFailure, type FormFailure } from '../../../lib/failures';

/** The review settings form: the numbers as typed, and the switch. */
export interface ReviewSettingsValues {
  reviewersPerPaper: string;
  shareReviews: boolean;
  responseWords: string;
}

/** The form's fields that can be refused: its two numbers. */
export type ReviewSettingsField = 'reviewersPerPaper' | 'responseWords';
const reviewSettingsFields: readonly ReviewSettingsField[] = ['reviewersPerPaper', 'responseWords'];

/** The bounds of "Reviewers per paper", those of ReviewSettingsSchema (which decides). */
export const reviewersPerPaperBounds = { min: 1, max: 10 } as const;
export const reviewersPerPaperError = `Enter a whole number from ${reviewersPerPaperBounds.min} to ${reviewersPerPaperBounds.max}.`;

/** The bounds of "Author response word limit", those of ReviewSettingsSchema. */
export const responseWordsBounds = { min: responseLimits.minWords, max: responseLimits.maxWords } as const;

export function reviewSettingsValues(settings: ReviewSettings): ReviewSettingsValues {
  return { reviewersPerPaper: String(settings.reviewersPerPaper), shareReviews: settings.shareReviews, responseWords: String(settings.responseWords ?? defaultResponseWords) };
}

/** A number as typed: NaN when the field holds no number. */
const typedNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));

/** What is saved: the numbers read from the fields. */
export function reviewSettingsInput(values: ReviewSettingsValues): ReviewSettings {
  return { reviewersPerPaper: typedNumber(values.reviewersPerPaper), shareReviews: values.shareReviews, responseWords: typedNumber(values.responseWords) };
}

const fieldErrorTexts: Record<ReviewSettingsField, string> = { reviewersPerPaper: reviewersPerPaperError, responseWords: Messages.responseWordsRange };

/** Each number's error, checked by the schema the server checks the request with. */
export function validateReviewSettings(values: ReviewSettingsValues): FieldErrors<ReviewSettingsField> {
  const checked = ReviewSettingsSchema.safeParse(reviewSettingsInput(values));
  const errors: FieldErrors<ReviewSettingsField> = {};
  for (const issue of checked.error?.issues ?? []) {
    const field = reviewSettingsFields.find((name) => name === issue.path[0]);
    if (field) errors[field] = fieldErrorTexts[field];
  }
  return errors;
}

/** A refused save: the server's message, and its errors of the numbers under their fields. */
export function reviewSettingsFailure(error: unknown): FormFailure<ReviewSettingsField> {
  return formFailure(error, reviewSettingsFields);
}
