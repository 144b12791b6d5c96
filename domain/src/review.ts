// The evaluation form: criteria, rating scale, suggestions and recommendations, and its validation.
import { z } from 'zod/mini';
import { Messages } from './messages';
import { Limits, text, type FieldErrors } from './validation';

export const reviewCriteria = [
  'Appropriateness for the conference',
  'Technical Adequacy',
  'Theoretical Contribution',
  'Empirical Contribution',
  'Novelty',
  'Significance of Contribution',
  'Valid Conclusions',
] as const;
export type ReviewCriterion = (typeof reviewCriteria)[number];

export const reviewRatings = ['Inadequate', 'Weak', 'Modest', 'Strong'] as const;
export type ReviewRating = (typeof reviewRatings)[number];

export const reviewSuggestions = {
  sectionsNumbered: 'Sections are numbered',
  figuresTablesNumbered: 'Figures and tables are numbered',
  englishGrammar: 'English and grammar are acceptable',
  allReferencesCited: 'All references are cited in the text',
} as const;
export type ReviewSuggestion = keyof typeof reviewSuggestions;
export const suggestionAnswers = ['Yes', 'No'] as const;

export const recommendations = ['Accept', 'Accept with minor revisions', 'Revise and Resubmit', 'Reject'] as const;
export type Recommendation = (typeof recommendations)[number];

/** Review status: Submitted once the reviewer (or an admin) saves it, Published once sent to the author (locked). */
export const ReviewStatus = { Submitted: 'Submitted', Published: 'Published' } as const;
export type ReviewStatus = (typeof ReviewStatus)[keyof typeof ReviewStatus];

/** What a review holds: the form's answers (stored in reviews/{paperId} with its bookkeeping). */
export const ReviewContentSchema = z.object({
  criteriaRatings: z.record(z.enum(reviewCriteria), z.enum(reviewRatings)),
  suggestions: z.partialRecord(z.enum(Object.keys(reviewSuggestions) as [ReviewSuggestion, ...ReviewSuggestion[]]), z.string()),
  plagiarism: z.string(),
  additionalComments: z.string(),
  recommendation: z.enum(recommendations),
  finalRemarks: z.string(),
});
export type ReviewContent = z.infer<typeof ReviewContentSchema>;

/** criteriaRatings and suggestions may arrive as JSON strings: accept both. */
export function parseMaybeJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * Checks a submitted review and returns either the field errors or the clean content: every criterion
 * rated on the scale, a recommendation chosen, the optional texts within length.
 */
export function parseReview(input: Record<string, unknown>): { errors: FieldErrors; review?: ReviewContent } {
  const errors: FieldErrors = {};
  const ratings = parseMaybeJson(input.criteriaRatings);
  const ratingRecord = typeof ratings === 'object' && ratings !== null ? (ratings as Record<string, unknown>) : {};
  const criteriaRatings = {} as Record<ReviewCriterion, ReviewRating>;
  for (const criterion of reviewCriteria) {
    const rating = ratingRecord[criterion];
    if (typeof rating === 'string' && (reviewRatings as readonly string[]).includes(rating)) {
      criteriaRatings[criterion] = rating as ReviewRating;
    } else {
      errors[`criteriaRatings.${criterion}`] = Messages.rateCriterion(criterion);
    }
  }
  const rawSuggestions = parseMaybeJson(input.suggestions ?? {});
  const suggestionRecord = typeof rawSuggestions === 'object' && rawSuggestions !== null ? (rawSuggestions as Record<string, unknown>) : {};
  const suggestions: Partial<Record<ReviewSuggestion, string>> = {};
  for (const key of Object.keys(reviewSuggestions) as ReviewSuggestion[]) {
    const answer = text(suggestionRecord[key]).trim();
    if (answer === '') continue;
    if (answer.length > 500) errors[`suggestions.${key}`] = `${reviewSuggestions[key]}: answer is too long.`;
    else suggestions[key] = answer;
  }
  const recommendation = text(input.recommendation);
  if (!(recommendations as readonly string[]).includes(recommendation)) errors.recommendation = Messages.chooseRecommendation;
  const long = (field: 'plagiarism' | 'additionalComments' | 'finalRemarks', label: string) => {
    const value = text(input[field]).trim();
    if (value.length > Limits.maxLongTextLength) errors[field] = `${label} is too long (at most ${Limits.maxLongTextLength} characters).`;
    return value;
  };
  const review: ReviewContent = {
    criteriaRatings,
    suggestions,
    plagiarism: long('plagiarism', 'Plagiarism'),
    additionalComments: long('additionalComments', 'Additional comments'),
    recommendation: recommendation as Recommendation,
    finalRemarks: long('finalRemarks', 'Final remarks'),
  };
  return Object.keys(errors).length > 0 ? { errors } : { errors, review };
}
