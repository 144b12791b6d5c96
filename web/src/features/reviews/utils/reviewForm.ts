// The evaluation form's values, how they are read from a stored review and sent back, the form's mode
// (reviewer or admin) and where it returns after submitting. Validation is the domain's parseReview.
import {
  confidences,
  parseMaybeJson,
  parseReview,
  recommendations,
  reviewCriteria,
  reviewRatings,
  ReviewStatus,
  reviewSuggestions,
  similarityFieldText,
  suggestionAnswers,
  type Confidence,
  type FieldErrors,
  type Recommendation,
  type ReviewCriterion,
  type ReviewRating,
  type ReviewSuggestion,
  type Role,
} from '@confsys/domain';
import { paths } from '../../../config/paths';

export type SuggestionAnswer = (typeof suggestionAnswers)[number];

export interface ReviewFormValues {
  criteriaRatings: Partial<Record<ReviewCriterion, ReviewRating>>;
  suggestions: Partial<Record<ReviewSuggestion, SuggestionAnswer>>;
  plagiarism: string;
  additionalComments: string;
  recommendation: Recommendation | '';
  finalRemarks: string;
  confidence: Confidence | '';
  /** For the committee only. */
  confidentialComments: string;
}

export const emptyReviewForm: ReviewFormValues = {
  criteriaRatings: {},
  suggestions: {},
  plagiarism: '',
  additionalComments: '',
  recommendation: '',
  finalRemarks: '',
  confidence: '',
  confidentialComments: '',
};

/** A review as the API answers it; ratings and suggestions may be JSON strings (spec section 3). */
export interface StoredReview {
  articleId?: unknown;
  articleTitle?: unknown;
  criteriaRatings?: unknown;
  suggestions?: unknown;
  plagiarism?: unknown;
  additionalComments?: unknown;
  recommendation?: unknown;
  finalRemarks?: unknown;
  updatedBy?: unknown;
  status?: unknown;
  confidence?: unknown;
  confidentialComments?: unknown;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> => {
  const parsed = parseMaybeJson(value);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
};
const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The form's values prefilled from a stored review; unknown entries are left blank. A plagiarism answer
 * not written yet is prefilled with the similarity check's figure when there is one (the reviewer may edit it).
 */
export function valuesFromReview(review: StoredReview | null, similarity: number | null = null): ReviewFormValues {
  const checked = similarity === null ? '' : similarityFieldText(similarity);
  if (!review) return { ...emptyReviewForm, plagiarism: checked };
  const ratings = record(review.criteriaRatings);
  const answers = record(review.suggestions);
  const criteriaRatings: ReviewFormValues['criteriaRatings'] = {};
  for (const criterion of reviewCriteria) {
    const rating = oneOf(reviewRatings, ratings[criterion]);
    if (rating) criteriaRatings[criterion] = rating;
  }
  const suggestions: ReviewFormValues['suggestions'] = {};
  for (const key of Object.keys(reviewSuggestions) as ReviewSuggestion[]) {
    const answer = oneOf(suggestionAnswers, answers[key]);
    if (answer) suggestions[key] = answer;
  }
  return {
    criteriaRatings,
    suggestions,
    plagiarism: str(review.plagiarism) || checked,
    additionalComments: str(review.additionalComments),
    recommendation: oneOf(recommendations, review.recommendation) ?? '',
    finalRemarks: str(review.finalRemarks),
    confidence: oneOf(confidences, review.confidence) ?? '',
    confidentialComments: str(review.confidentialComments),
  };
}

/** A review sent to the author is locked: the form shows it read-only. */
export function isReviewLocked(review: StoredReview | null): boolean {
  return review?.status === ReviewStatus.Published;
}

/** A submitted review is changed by submitting again: it cannot go back to being a draft. */
export function canSaveDraft(review: StoredReview | null): boolean {
  return review === null || review.status === ReviewStatus.Draft;
}

/** The error key parseReview uses for a criterion's rating. */
export function criterionErrorKey(criterion: ReviewCriterion): string {
  return `criteriaRatings.${criterion}`;
}

/** Every criterion rated and a recommendation chosen (the domain's rules, shared with the server). */
export function reviewFormErrors(values: ReviewFormValues): FieldErrors {
  return parseReview({ ...values }).errors;
}

export type ReviewFormMode = 'reviewer' | 'admin';

/**
 * Admin mode for admins, reviewer mode for reviewers. The links from the admin screens carry admin=1
 * (or true), but the signed-in role decides: a reviewer cannot post as 'admin', nor an admin as a reviewer.
 */
export function reviewFormMode(role: Role): ReviewFormMode {
  return role === 'admin' ? 'admin' : 'reviewer';
}

/** Where the form goes after a submit, and its Back link. */
export function returnPath(mode: ReviewFormMode): string {
  return mode === 'admin' ? paths.adminComments : paths.reviewerDashboard;
}

/** What the form sends: its values, the paper, in admin mode the reviewer, and who saved it (the reviewer's email, or 'admin'). */
export type ReviewSubmission = ReviewFormValues & { articleId: string; articleTitle: string; reviewerId?: string; updatedBy: string };

export function reviewSubmission(
  values: ReviewFormValues,
  article: { paperId: string; title: string; reviewerId?: string },
  updater: { mode: ReviewFormMode; email: string },
): ReviewSubmission {
  return {
    articleId: article.paperId,
    articleTitle: article.title,
    ...(article.reviewerId ? { reviewerId: article.reviewerId } : {}),
    criteriaRatings: values.criteriaRatings,
    suggestions: values.suggestions,
    plagiarism: values.plagiarism.trim(),
    additionalComments: values.additionalComments.trim(),
    recommendation: values.recommendation,
    finalRemarks: values.finalRemarks.trim(),
    confidence: values.confidence,
    confidentialComments: values.confidentialComments.trim(),
    updatedBy: updater.mode === 'admin' ? 'admin' : updater.email,
  };
}
