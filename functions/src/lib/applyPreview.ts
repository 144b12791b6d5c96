// Applying a stored preview row by row (the bulk decisions, certificates, invitations and their
// reminders): the preview read (its maker only, once, before it expires) and claimed, each row it would
// act on judged again against the data as it is now and acted on (or answered skipped with why), the
// rows counted, and one audit entry for the whole. The areas say how a row is judged and acted on; this
// module knows no area.
import type { AuditAction, ProposalDoc } from '@confsys/domain';
import type { z } from 'zod/mini';
import { db } from './admin';
import { recordAudit, type AuditActor } from './audit/audit';
import type { Caller } from './auth';
import { HttpError } from './errors';
import { claimPreview, eachLimited, readPreview } from './previewStore';

/** How many rows have each outcome. */
export function countsOf(rows: ReadonlyArray<{ outcome: string }>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.outcome] = (counts[row.outcome] ?? 0) + 1;
  return counts;
}

/** Why a row's action was not done, as the row says it: a refusal's own message, else a retry. */
export const skippedReason = (error: unknown) => (error instanceof HttpError ? error.message : 'the change failed; try again');

/** How each row of a preview is answered when it is applied. */
export interface RowSteps<Row, Shown> {
  /** The row as answered without acting on it (skipped in the preview, or no longer as it was judged), or null to act on it. */
  skip(row: Row): Shown | null;
  /** Acts on the row: answers it done, or skipped when the operation found nothing left to do. */
  act(row: Row): Promise<Shown>;
  /** The row as answered when acting on it threw: skipped with a refusal's message, failed on anything else. */
  refused(row: Row, outcome: 'skipped' | 'failed', reason: string): Shown;
  /** How many rows are acted on at once: one after the other unless each row's writes are its own. */
  parallel?: number;
}

/** Each row judged again and acted on, in the order given; the answers keep that order. */
export function applyRows<Row, Shown>(rows: readonly Row[], steps: RowSteps<Row, Shown>): Promise<Shown[]> {
  return eachLimited(rows, steps.parallel ?? 1, async (row) => {
    const skipped = steps.skip(row);
    if (skipped !== null) return skipped;
    try {
      return await steps.act(row);
    } catch (error) {
      return steps.refused(row, error instanceof HttpError ? 'skipped' : 'failed', skippedReason(error));
    }
  });
}

/** Records one entry for a whole apply, in its own transaction. */
export function auditApplied(actor: AuditActor, action: AuditAction, target: string, after: unknown): Promise<void> {
  return db.runTransaction(async (transaction) => {
    recordAudit(transaction, actor, { action, target, before: null, after, reason: null });
  });
}

/** How each row of a claimed preview is treated, and what its audit entry records of them. */
export type PreviewSteps<Row, Shown> = RowSteps<Row, Shown> & { audited(shown: readonly Shown[]): unknown };

/** How one kind of preview is applied. */
export interface PreviewApplication<Item, Row, Shown> {
  kind: ProposalDoc['kind'];
  /** Checks each item as it was stored. */
  schema: z.ZodMiniType<Item>;
  /** The audit entry's action, and its target's prefix (the preview's ID follows it). */
  audit: { action: AuditAction; target: string };
  /**
   * Once the preview is claimed: reads again what its rows are judged against (and does what acts on
   * every row at once), and answers how each row is treated.
   */
  prepare(rows: readonly Row[], proposal: ProposalDoc, items: readonly Item[]): Promise<PreviewSteps<Row, Shown>>;
}

/** A preview that stores more than its rows (an assignment's pairs beside its papers) says which items are its rows. */
type RowsOf<Item, Row> = { rows(items: readonly Item[]): readonly Row[] };

type Applied<Shown> = { proposal: ProposalDoc; rows: Shown[]; counts: Record<string, number> };

/**
 * Applies the caller's preview once, before it expires (404 when there is none, 403 when another admin
 * made it, 409 when it expired or was applied): answers its header, the rows as applied and their counts.
 * Every item stored is a row unless the application says which are.
 */
export function applyPreview<Item, Shown extends { outcome: string }>(previewId: string, caller: Caller, application: PreviewApplication<Item, Item, Shown> & { rows?: never }): Promise<Applied<Shown>>;
export function applyPreview<Item, Row, Shown extends { outcome: string }>(previewId: string, caller: Caller, application: PreviewApplication<Item, Row, Shown> & RowsOf<Item, Row>): Promise<Applied<Shown>>;
export async function applyPreview<Item, Row, Shown extends { outcome: string }>(
  previewId: string,
  caller: Caller,
  application: PreviewApplication<Item, Item | Row, Shown> & Partial<RowsOf<Item, Row>>,
): Promise<Applied<Shown>> {
  const { proposal, items } = await readPreview(previewId, application.kind, caller, application.schema);
  await claimPreview(previewId);
  const rows = application.rows ? application.rows(items) : items;
  const steps = await application.prepare(rows, proposal, items);
  const shown = await applyRows(rows, steps);
  await auditApplied(caller, application.audit.action, `${application.audit.target}:${previewId}`, steps.audited(shown));
  return { proposal, rows: shown, counts: countsOf(shown) };
}
