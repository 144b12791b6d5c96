// A bulk decision at scale: 2,000 papers under review, each with a submitted review, accepted with one
// "Apply" of the chair's bulk bar, against the API served as production serves it (functions-framework,
// one process), the counter and outbox triggers running in the functions emulator. Reported: how long
// the apply took, what it did per paper, how long until the counters equalled a recount again, and the
// most writes any document received in 10 s meanwhile (bench/lib/writeCounts.ts; goal 10 or fewer).
import { Collections, PaperStatus } from '@confsys/domain';
import { db } from '../../functions/src/lib/admin';
import { call, demo, loginAs } from '../../tests/support/emulator';
import { runScript } from '../lib/dataset';
import { countersSettle } from '../lib/settle';
import { renderWrites, writeLogMark, writesSince, type WriteFigures } from '../lib/writeCounts';

export interface BulkDecisionFigures {
  papers: number;
  applySeconds: number;
  counts: Record<string, number>;
  /** From the end of the apply until the counters equalled a recount (null: they did not within 20 minutes). */
  settleSeconds: number | null;
  writes: WriteFigures;
}

const underReview = async () => new Set((await db.collection(Collections.papers).where('status', '==', PaperStatus.UnderReview).select().get()).docs.map((doc) => doc.id));

export async function measureBulkDecision(base: string, env: NodeJS.ProcessEnv, papers: number): Promise<BulkDecisionFigures> {
  const before = await underReview();
  console.log(`  seeding ${papers} papers under review, each with a submitted review`);
  await runScript('scripts/seed-data.ts', ['--papers', String(papers), '--status', PaperStatus.UnderReview], env);
  const paperIds = [...(await underReview())].filter((id) => !before.has(id));
  const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  const preview = await call<{ previewId: string; counts: Record<string, number> }>('POST', '/api/admin/bulk/previews', { base, token: chair, json: { action: 'accept', paperIds } });
  if (preview.status !== 201) throw new Error(`The bulk preview failed: ${preview.status} ${JSON.stringify(preview.body).slice(0, 500)}`);
  console.log(`  accepting ${paperIds.length} papers with one apply (preview: ${JSON.stringify(preview.body.counts)})`);
  const mark = writeLogMark();
  const started = performance.now();
  const applied = await call<{ counts: Record<string, number> }>('POST', `/api/admin/bulk/previews/${encodeURIComponent(preview.body.previewId)}/apply`, { base, token: chair });
  if (applied.status !== 200) throw new Error(`The bulk apply failed: ${applied.status} ${JSON.stringify(applied.body).slice(0, 500)}`);
  const applySeconds = (performance.now() - started) / 1000;
  const settleStarted = performance.now();
  // The functions emulator runs the 2,000 counter and outbox events a few a second.
  const settled = await countersSettle(20 * 60_000);
  return {
    papers: paperIds.length,
    applySeconds,
    counts: applied.body.counts,
    settleSeconds: settled ? (performance.now() - settleStarted) / 1000 : null,
    writes: writesSince(mark),
  };
}

export function renderBulkDecision(figures: BulkDecisionFigures): string {
  return [
    `Bulk decision (functions-framework, one process; triggers in the functions emulator): ${figures.papers} papers accepted with one apply`,
    `  apply ${figures.applySeconds.toFixed(1)} s (${(figures.papers / figures.applySeconds).toFixed(0)} papers/s), per paper ${JSON.stringify(figures.counts)}; counters equal a recount ${figures.settleSeconds === null ? 'NOT within 20 minutes' : `${figures.settleSeconds.toFixed(1)} s after the apply`}`,
    renderWrites(figures.writes),
  ].join('\n');
}
