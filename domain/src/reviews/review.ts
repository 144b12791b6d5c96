// The evaluation form: criteria, rating scale, suggestions and recommendations, and its validation.
import { z } from 'zod/mini';
import { labelledKeys } from '../labelled';
import { Messages } from '../messages';
import { Limits, checkRequest, objectOrEmpty, text, textField, type FieldErrors } from '../validation';

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

/** How sure the reviewer is of their own judgement, as every anchor's form asks. */
export const confidenceLevels = { expert: 'Expert', knowledgeable: 'Knowledgeable', familiar: 'Some familiarity', outsider: 'Outsider' } as const;
export type Confidence = keyof typeof confidenceLevels;
export const confidences = labelledKeys(confidenceLevels);

/**
 * A review's state: a Draft the reviewer saved unfinished, Submitted once complete, Published once sent
 * to the author (locked). A review not started has no document.
 */
export const ReviewStatus = { Draft: 'Draft', Submitted: 'Submitted', Published: 'Published' } as const;
export type ReviewStatus = (typeof ReviewStatus)[keyof typeof ReviewStatus];
export const reviewStatuses = Object.values(ReviewStatus) as [ReviewStatus, ...ReviewStatus[]];

const suggestionKeys = z.enum(labelledKeys(reviewSuggestions));

/** What a submitted review holds: the form's answers (stored in reviews/{paperId}_{reviewerId} with its bookkeeping). */
export const ReviewContentSchema = z.object({
  criteriaRatings: z.record(z.enum(reviewCriteria), z.enum(reviewRatings)),
  suggestions: z.partialRecord(suggestionKeys, z.string()),
  plagiarism: z.string(),
  /** Read by the authors. */
  additionalComments: z.string(),
  recommendation: z.enum(recommendations),
  /** Read by the authors. */
  finalRemarks: z.string(),
  /** Reviews from before the field existed lack it. */
  confidence: z.optional(z.enum(confidences)),
  /** For the committee only: never in the authors' PDF, never shown to another reviewer. */
  confidentialComments: z.optional(z.string()),
});
export type ReviewContent = z.infer<typeof ReviewContentSchema>;

/** The answers of a review in any state: a draft may leave any of them out. */
export const DraftContentSchema = z.object({
  criteriaRatings: z.partialRecord(z.enum(reviewCriteria), z.enum(reviewRatings)),
  suggestions: z.partialRecord(suggestionKeys, z.string()),
  plagiarism: z.string(),
  additionalComments: z.string(),
  recommendation: z.optional(z.enum(recommendations)),
  finalRemarks: z.string(),
  confidence: z.optional(z.enum(confidences)),
  confidentialComments: z.optional(z.string()),
});
export type DraftContent = z.infer<typeof DraftContentSchema>;

/** The 1-4 value of each rating (Inadequate 1 ... Strong 4). */
export function ratingScore(rating: ReviewRating): number {
  return reviewRatings.indexOf(rating) + 1;
}

/** A review's overall score: the mean of its seven ratings on the 1-4 scale, or null while one is missing. */
export function overallScore(ratings: Partial<Record<ReviewCriterion, ReviewRating>>): number | null {
  const scores = reviewCriteria.map((criterion) => ratings[criterion]).filter((rating): rating is ReviewRating => rating !== undefined);
  if (scores.length < reviewCriteria.length) return null;
  return scores.reduce((sum, rating) => sum + ratingScore(rating), 0) / scores.length;
}

/** The summary of a paper's reviews for the chair: the overall scores' mean and spread (standard deviation), and the counts. */
export interface ReviewSummary {
  assigned: number;
  submitted: number;
  /** Null until a review is submitted. */
  mean: number | null;
  /** Null until a review is submitted; 0 for one review. */
  spread: number | null;
}

export function summariseReviews(assigned: number, overallScores: readonly number[]): ReviewSummary {
  if (overallScores.length === 0) return { assigned, submitted: 0, mean: null, spread: null };
  const mean = overallScores.reduce((sum, score) => sum + score, 0) / overallScores.length;
  const variance = overallScores.reduce((sum, score) => sum + (score - mean) ** 2, 0) / overallScores.length;
  return { assigned, submitted: overallScores.length, mean, spread: Math.sqrt(variance) };
}

/** "Reviewer 1", "Reviewer 2" ...: how reviews are labelled to authors and to other reviewers. */
export function reviewerLabel(index: number): string {
  return `Reviewer ${index + 1}`;
}

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
  confidence: z.pipe(z.transform(text), z.enum(confidences, { error: Messages.chooseConfidence })),
  confidentialComments: longAnswer('Confidential comments'),
});

/** A choice a draft leaves open is absent or ''; anything else must be one of the options. */
const notChosenYet = (value: unknown): unknown => (value === undefined || value === null ? '' : value);

/** A draft: anything may be missing, but what is there must fit (a rating on the scale, texts within length). */
export const DraftFormRequest = z.object({
  criteriaRatings: z.pipe(z.transform(objectOrJson), z.partialRecord(z.enum(reviewCriteria), z.enum(reviewRatings, { error: Messages.invalidRating }))),
  suggestions: ReviewFormRequest.shape.suggestions,
  plagiarism: ReviewFormRequest.shape.plagiarism,
  additionalComments: ReviewFormRequest.shape.additionalComments,
  recommendation: z.pipe(z.transform(notChosenYet), z.union([z.literal(''), z.enum(recommendations)], { error: Messages.chooseRecommendation })),
  finalRemarks: ReviewFormRequest.shape.finalRemarks,
  confidence: z.pipe(z.transform(notChosenYet), z.union([z.literal(''), z.enum(confidences)], { error: Messages.chooseConfidence })),
  confidentialComments: ReviewFormRequest.shape.confidentialComments,
});

/** Which review a request is about: the paper, and for an admin's edit the reviewer whose review it is. */
const reviewAddress = {
  articleId: textField({ label: 'Paper ID', max: null }),
  reviewerId: z.optional(z.string()),
};

/** POST /api/reviews/submitReview: the complete form and the paper it is about. */
export const SubmitReviewRequest = z.object({ ...reviewAddress, ...ReviewFormRequest.shape });

/** POST /api/reviews/saveDraft: the form as far as it is filled in. */
export const SaveDraftRequest = z.object({ ...reviewAddress, ...DraftFormRequest.shape });

/** The suggestions answered: those left blank are not stored. */
function answeredSuggestions(suggestions: Partial<Record<ReviewSuggestion, string>>): ReviewContent['suggestions'] {
  return Object.fromEntries(Object.entries(suggestions).filter(([, answer]) => answer !== '')) as ReviewContent['suggestions'];
}

/** The review's content from the parsed form. */
export function reviewContent(form: z.output<typeof ReviewFormRequest>): ReviewContent {
  return { ...form, suggestions: answeredSuggestions(form.suggestions) };
}

/** A draft's content from the parsed form: what is not chosen yet is left out. */
export function draftContent(form: z.output<typeof DraftFormRequest>): DraftContent {
  const { recommendation, confidence, ...rest } = form;
  return {
    ...rest,
    suggestions: answeredSuggestions(form.suggestions),
    ...(recommendation === '' ? {} : { recommendation }),
    ...(confidence === '' ? {} : { confidence }),
  };
}

/** The complete content of a submitted review, or null for a draft or a review missing an answer. */
export function submittedContent(review: DraftContent & { status: ReviewStatus }): ReviewContent | null {
  if (review.status === ReviewStatus.Draft) return null;
  const parsed = ReviewContentSchema.safeParse(review);
  return parsed.success ? parsed.data : null;
}

/** Checks a submitted review and returns either the field errors or the clean content. */
export function parseReview(input: Record<string, unknown>): { errors: FieldErrors; review?: ReviewContent } {
  const checked = checkRequest(ReviewFormRequest, input);
  return checked.errors ? { errors: checked.errors } : { errors: {}, review: reviewContent(checked.data) };
}
