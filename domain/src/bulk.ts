// Bulk actions on papers: a preview says per paper what will happen or why it is skipped; applying the
// preview (by its ID, before it expires) acts on the papers it said it would, re-checking each, and
// reports per row what happened. A paper the preview skipped is never acted on.
import { z } from 'zod/mini';
import { IdFormats } from './ids';
import { paperListShows } from './paperList';
import { proposalIdFormat } from './bidding';
import { unionError } from './validation';

export const bulkActions = ['assign', 'remind', 'release', 'sendReviews', 'accept', 'reject', 'publish'] as const;
export type BulkAction = (typeof bulkActions)[number];

export const bulkActionLabels: Record<BulkAction, string> = {
  assign: 'Assign reviewers',
  remind: 'Remind reviewers',
  release: 'Release reviews for response',
  sendReviews: 'Send reviews',
  accept: 'Accept',
  reject: 'Reject',
  publish: 'Publish',
};

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
  preview: z.literal(true, { error: 'preview must be true: a bulk action is previewed first, then applied by its previewId.' }),
});
export type BulkPreviewRequest = z.output<typeof BulkPreviewRequestSchema>;

export const BulkApplyRequestSchema = z.object({
  previewId: z.string({ error: 'previewId is required to apply a preview.' }).check(z.regex(proposalIdFormat, { error: 'previewId must be the ID of a preview.' })),
  apply: z.literal(true),
});

const isObject = (input: unknown): input is Record<string, unknown> => typeof input === 'object' && input !== null && !Array.isArray(input);

export const BulkRequestSchema = z.union([BulkApplyRequestSchema, BulkPreviewRequestSchema], {
  error: unionError('Send { action, paperIds or filter, preview: true } for a preview, or { previewId, apply: true } to apply one.', (input) =>
    !isObject(input) ? null : 'previewId' in input || 'apply' in input ? 0 : 'action' in input || 'preview' in input ? 1 : null,
  ),
});

/** A row's outcome: in a preview what will happen ('will') or not ('skip'); once applied, 'done', 'skipped' or 'failed'. */
export const bulkOutcomes = ['will', 'skip', 'done', 'skipped', 'failed'] as const;

export const BulkAnswer = z.object({
  previewId: z.string(),
  action: z.enum(bulkActions),
  expiresAt: z.nullable(z.string()),
  applied: z.boolean(),
  rows: z.array(z.object({ paperId: z.string(), title: z.string(), outcome: z.enum(bulkOutcomes), reason: z.string() })),
  counts: z.record(z.string(), z.number()),
});
export type BulkAnswerType = z.output<typeof BulkAnswer>;
