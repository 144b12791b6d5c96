// Bulk actions on papers: a preview says per paper what will happen or why it is skipped; applying the
// preview (by its ID, before it expires) acts on the papers it said it would, re-checking each, and
// reports per row what happened. A paper the preview skipped is never acted on.
import { z } from 'zod/mini';
import { IdFormats } from '../ids';
import { labelledKeys } from '../labelled';
import { PreviewCountsSchema, appliedOutcomes, previewedOutcomes } from '../previews';
import { paperListShows } from '../submissions/paperList';

export const bulkActionLabels = { assign: 'Assign reviewers', remind: 'Remind reviewers', release: 'Release reviews for response', sendReviews: 'Send reviews', accept: 'Accept', reject: 'Reject', publish: 'Publish' };
export type BulkAction = keyof typeof bulkActionLabels;
export const bulkActions = labelledKeys(bulkActionLabels);

export const maxBulkPapers = 5000;

const paperIdsMessage = `paperIds must list 1 to ${maxBulkPapers} paper IDs.`;

export const BulkPreviewRequestSchema = z.object({
  action: z.enum(bulkActions, { error: `action must be one of: ${bulkActions.join(', ')}.` }),
  /** The selected papers, or a filter of the paper list ("select all that match the filter"). */
  paperIds: z.optional(
    z.array(z.string().check(z.regex(IdFormats.paper, { error: paperIdsMessage })), { error: paperIdsMessage }).check(z.minLength(1, { error: paperIdsMessage }), z.maxLength(maxBulkPapers, { error: paperIdsMessage })),
  ),
  filter: z.optional(
    z.object({
      /** One status, or several separated by commas. */
      status: z.optional(z.string().check(z.maxLength(100))),
      show: z.optional(z.enum(paperListShows)),
      q: z.optional(z.string().check(z.maxLength(100))),
    }),
  ),
  /** assign: reviewers per paper (default: the review settings') and the most papers per reviewer (default: enough for the selection). */
  reviewersPerPaper: z.optional(z.number().check(z.int(), z.gte(1, { error: 'reviewersPerPaper must be 1 to 10.' }), z.lte(10, { error: 'reviewersPerPaper must be 1 to 10.' }))),
  maxPerReviewer: z.optional(z.number().check(z.int(), z.gte(1, { error: 'maxPerReviewer must be 1 to 1000.' }), z.lte(1000, { error: 'maxPerReviewer must be 1 to 1000.' }))),
});
export type BulkPreviewRequest = z.output<typeof BulkPreviewRequestSchema>;

const bulkRow = <const Outcomes extends readonly [string, ...string[]]>(outcomes: Outcomes) =>
  z.object({ paperId: z.string(), title: z.string(), outcome: z.enum(outcomes), reason: z.string() });

/** The preview, stored until `expiresAt`: per paper what applying it will do, and the rows counted by outcome. */
export const BulkPreviewAnswer = z.object({
  previewId: z.string(),
  action: z.enum(bulkActions),
  expiresAt: z.string(),
  applied: z.literal(false),
  rows: z.array(bulkRow(previewedOutcomes)),
  counts: PreviewCountsSchema,
});
export type BulkPreview = z.output<typeof BulkPreviewAnswer>;

/** The applied preview: per paper what was done, and the rows counted by outcome. */
export const BulkAppliedAnswer = z.object({
  previewId: z.string(),
  action: z.enum(bulkActions),
  applied: z.literal(true),
  rows: z.array(bulkRow(appliedOutcomes)),
  counts: PreviewCountsSchema,
});
export type BulkApplied = z.output<typeof BulkAppliedAnswer>;
