// The evaluation form: criteria, rating scale, suggestions and recommendations, and its validation.
import { z } from 'zod/mini';
import { Messages } from './messages';
import { Limits, checkRequest, objectOrEmpty, text, textField, type FieldErrors } from './validation';

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

/** An object, or its JSON text; anything else counts as an empty object (every rating then missing). */
function objectOrJson(value: unknown): Record<string, unknown> {
  return objectOrEmpty(parseMaybeJson(value));
}

/** An optional text: anything but a string counts as empty; trimmed, then at most `max` characters. */
function optionalAnswer(max: number, tooLong: string) {
  return z.pipe(
    z.transform((value: unknown) => text(value).trim()),
    z.string().check(z.maxLength(max, { error: tooLong })),
  );
}

const ratingsShape = {} as Record<ReviewCriterion, z.ZodMiniEnum<{ [R in ReviewRating]: R }>>;
for (const criterion of reviewCriteria) ratingsShape[criterion] = z.enum(reviewRatings, { error: Messages.rateCriterion(criterion) });

const suggestionsShape = {} as Record<ReviewSuggestion, ReturnType<typeof optionalAnswer>>;
for (const key of Object.keys(reviewSuggestions) as ReviewSuggestion[]) {
  suggestionsShape[key] = optionalAnswer(500, `${reviewSuggestions[key]}: answer is too long.`);
}

const longAnswer = (label: string) => optionalAnswer(Limits.maxLongTextLength, `${label} is too long (at most ${Limits.maxLongTextLength} characters).`);

/**
 * The evaluation form as submitted: every criterion rated on the scale, a recommendation chosen, the
 * optional texts within length. Ratings and suggestions may come as objects or as their JSON text.
 */
export const ReviewFormRequest = z.object({
  criteriaRatings: z.pipe(z.transform(objectOrJson), z.object(ratingsShape)),
  suggestions: z.pipe(z.transform(objectOrJson), z.object(suggestionsShape)),
  plagiarism: longAnswer('Plagiarism'),
  additionalComments: longAnswer('Additional comments'),
  // The form sends '' until one is chosen: anything but a recommendation gets the same message.
  recommendation: z.pipe(z.transform(text), z.enum(recommendations, { error: Messages.chooseRecommendation })),
  finalRemarks: longAnswer('Final remarks'),
});

/** POST /api/reviews/submitReview: the form and the paper it is about. */
export const SubmitReviewRequest = z.object({
  articleId: textField({ label: 'Paper ID', max: null }),
  ...ReviewFormRequest.shape,
});

/** The review's content from the parsed form: suggestions left blank are not stored. */
export function reviewContent(form: z.output<typeof ReviewFormRequest>): ReviewContent {
  const suggestions = Object.fromEntries(Object.entries(form.suggestions).filter(([, answer]) => answer !== '')) as ReviewContent['suggestions'];
  return { ...form, suggestions };
}

/** Checks a submitted review and returns either the field errors or the clean content. */
export function parseReview(input: Record<string, unknown>): { errors: FieldErrors; review?: ReviewContent } {
  const checked = checkRequest(ReviewFormRequest, input);
  return checked.errors ? { errors: checked.errors } : { errors: {}, review: reviewContent(checked.data) };
}
