// The automatic assignment through the API on the seeded data: how long the chair waits for a proposal
// (reading every open paper, reviewer, conflict and bid, scoring and solving in the worker) and for
// applying it (each paper's transaction, audit entry and messages), with the proposal's figures.
import { ApiPaths } from '@confsys/domain';
import { call, demo, loginAs } from '../../tests/support/emulator';

interface Proposal {
  proposalId: string;
  assignmentsTotal: number;
  unfilledTotal: number;
  pageCount: number;
  papersConsidered: number;
  objective: { worstPaper: number; mean: number; fairnessCost: number; goodMatchPapers: number; papersWithGoodCandidate: number; seconds: number };
}

export async function measureProposal(options: { reviewersPerPaper?: number; apply?: boolean } = {}): Promise<string[]> {
  const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  const reviewers = (await call<{ total: number }>('GET', '/api/admin/getreviewers?pageSize=1', { token: chair })).body.total;
  const open = (await call<{ all: number }>('GET', '/api/admin/papercounts?status=submitted,Under%20Review', { token: chair })).body.all;
  const perPaper = options.reviewersPerPaper ?? 3;
  const maxPerReviewer = Math.ceil((open * perPaper) / Math.max(1, reviewers)) + 2;
  const started = performance.now();
  const answer = await call<Proposal>('POST', ApiPaths.proposeAssignment, { token: chair, json: { reviewersPerPaper: perPaper, maxPerReviewer, papers: 'all-under-target', objective: 'fair' } });
  const proposeSeconds = (performance.now() - started) / 1000;
  if (answer.status !== 201) return [`proposal refused (${answer.status}): ${JSON.stringify(answer.body).slice(0, 300)}`];
  const figures = answer.body.objective;
  const lines = [
    `Proposal over ${answer.body.papersConsidered} papers open for review and ${reviewers} reviewers, ${perPaper} per paper, at most ${maxPerReviewer} each:`,
    `  answered in ${proposeSeconds.toFixed(2)} s (solver ${figures.seconds.toFixed(2)} s): ${answer.body.assignmentsTotal} pairs, ${answer.body.unfilledTotal} papers short, worst-off paper ${figures.worstPaper}, mean ${figures.mean}, good matches ${figures.goodMatchPapers}/${figures.papersWithGoodCandidate}, fairness cost ${(figures.fairnessCost * 100).toFixed(2)}%`,
  ];
  // The stored proposal's pages: the chair moves to the last one (the others read the same way).
  const paging = performance.now();
  const last = await call<Proposal>('GET', `${ApiPaths.proposalPage(answer.body.proposalId)}?page=${Math.max(1, answer.body.pageCount)}`, { token: chair });
  lines.push(`  page ${answer.body.pageCount} of the stored proposal in ${(performance.now() - paging).toFixed(0)} ms (${last.status}, ${JSON.stringify(last.body).length} bytes)`);
  if (options.apply) {
    const applying = performance.now();
    const applied = await call<{ message: string }>('POST', ApiPaths.applyAssignment(answer.body.proposalId), { token: chair });
    lines.push(`  applied in ${((performance.now() - applying) / 1000).toFixed(2)} s (${applied.status}): ${applied.body.message}`);
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log((await measureProposal({ apply: process.argv.includes('--apply') })).join('\n'));
}
