// What every preview-then-apply action answers (bulk decisions, certificates, invitations and their
// reminders): each row's outcome, before and after applying, the rows counted by outcome, and the answer
// of the actions that preview and apply through one request, with a sentence for the chair.
import { z } from 'zod/mini';

/** A row's outcome in a preview: what will happen ('will') or not ('skip'). */
export const previewedOutcomes = ['will', 'skip'] as const;
/** A row's outcome once the preview is applied: 'done', 'skipped' (with why) or 'failed'. */
export const appliedOutcomes = ['done', 'skipped', 'failed'] as const;
export type AppliedOutcome = (typeof appliedOutcomes)[number];
/** A row's outcome in a preview ('will', 'skip') and once applied ('done', 'skipped', 'failed'). */
export const previewOutcomes = [...previewedOutcomes, ...appliedOutcomes] as const;

/** How many rows have each outcome. */
export const PreviewCountsSchema = z.record(z.string(), z.number());

/**
 * The preview (applied: false, with when it expires) or what applying it did (applied: true), row by row,
 * counted, with a sentence saying it; `fields` are what the action adds after the preview's ID.
 */
export const previewAnswer = <Row extends z.core.$ZodType, Fields extends z.core.$ZodLooseShape>(row: Row, fields: Fields) =>
  z.object({
    previewId: z.string(),
    ...fields,
    applied: z.boolean(),
    expiresAt: z.string(),
    rows: z.array(row),
    counts: PreviewCountsSchema,
    message: z.string(),
  });
