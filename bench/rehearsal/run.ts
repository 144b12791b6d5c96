// npm run rehearsal -- --papers 2000 --reviewers 150 [--clients 20]: a whole conference against the
// running `npm start`, through the API, `clients` people at a time: the call, the committee, the
// authors' accounts, submissions up to the deadline, bids, the automatic assignment, reviews, responses,
// discussion, bulk decisions, camera-ready papers, registrations and payments while two treasurers
// verify, publication, the programme and the volume; then what must hold (every write acknowledged kept
// once, every message delivered, the invariants). Prints each phase's time, its slowest requests and
// every refusal; exits 1 on any 5xx, lost or duplicated write, or broken invariant. Run it on a fresh
// `npm start`: it replaces the calendar, the fees and the programme. Figures: bench/results/rehearsal.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../../scripts/lib/emulators.mjs';
import { demo, siteUrl } from '../../tests/support/emulator';
import { drainMinutes, invariantsHold, mailDelivered, papersHeld, paymentsHeld } from './audit';
import { Person } from './people';
import * as phases from './phases';
import { Phase, renderPhase, type PhaseFigures } from './record';
import { renderSample, sampleSuite, type SuiteSample } from './suite';

const { values } = parseArgs({ options: { papers: { type: 'string', default: '2000' }, reviewers: { type: 'string', default: '150' }, clients: { type: 'string', default: '20' } } });
const whole = (name: string, value: string, least: number) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < least) throw new Error(`--${name} takes a whole number of at least ${least} (got ${value}).`);
  return number;
};
const papers = whole('papers', values.papers, 10);
const reviewerCount = whole('reviewers', values.reviewers, 3);
const clients = whole('clients', values.clients, 1);
/** The goal for every phase at 20 people at a time. */
const phaseLimitSeconds = 300;

if (!(await fetch(`${siteUrl}/api/healthcheck`).catch(() => null))?.ok) throw new Error(`Nothing answers at ${siteUrl}: start the site first (npm start), then run npm run rehearsal.`);

const started = new Date().toISOString();
const r: phases.Rehearsal = {
  tag: `r${Date.now().toString(36)}`,
  papers,
  clients,
  chair: new Person('admin', 'Chair', demo.admin.username, demo.admin.password),
  callTopics: [],
  reviewers: [],
  authors: [],
  submitted: [],
  payments: [],
  receiptNumbers: [],
};
console.log(`Rehearsal ${r.tag}: ${papers} papers, ${reviewerCount} reviewers, ${clients} people at a time, against ${siteUrl}`);

const figures: Array<PhaseFigures & { suite: SuiteSample }> = [];
/** Runs a phase unless an earlier one could not go on (it threw: the chair could not sign in, the call has no topics...). */
let stopped = false;
const limits = new Map<string, number>();
async function phase(name: string, run: (phase: Phase) => Promise<void>, limitSeconds = phaseLimitSeconds): Promise<void> {
  limits.set(name, limitSeconds);
  if (stopped) return;
  const current = new Phase(name);
  process.stdout.write(`${name}... `);
  try {
    await run(current);
  } catch (error) {
    current.fail(name, (error as Error).stack?.split('\n').slice(0, 3).join(' ') ?? String(error));
    stopped = true;
  }
  const done = { ...current.figures(), suite: await sampleSuite() };
  figures.push(done);
  console.log(`\r${renderPhase(done, limitSeconds)}\n${' '.repeat(16)}${renderSample(done.suite)}`);
}

await phase('call', (p) => phases.call(r, p));
await phase('committee', (p) => phases.committee(r, reviewerCount, p));
await phase('accounts', (p) => phases.accounts(r, p));
await phase('submissions', (p) => phases.submissions(r, p));
await phase('bids', (p) => phases.bids(r, p));
await phase('assignment', (p) => phases.assignment(r, p));
await phase('reviews', (p) => phases.reviews(r, p));
await phase('responses', (p) => phases.responses(r, p));
await phase('discussion', (p) => phases.discussion(r, p));
await phase('decisions', (p) => phases.decisions(r, p));
await phase('camera-ready', (p) => phases.cameraReady(r, p));
await phase('registrations', (p) => phases.registrations(r, p));
await phase('publication', (p) => phases.publication(r, p));
await phase('programme', (p) => phases.programme(r, p));
await phase('volume', (p) => phases.volume(r, p));
await phase('papers held', (p) => papersHeld(r, p));
await phase('payments held', (p) => paymentsHeld(r, p));
// Not a phase people do: the outbox's drain after the last action, held to its own limit.
await phase('mail', (p) => mailDelivered(started, p), drainMinutes * 60);
await phase('invariants', (p) => invariantsHold(p));

const failures = figures.reduce((sum, entry) => sum + entry.failures.length, 0);
const refusals = figures.reduce((sum, entry) => sum + entry.refusals.length, 0);
const slow = figures.filter((entry) => entry.seconds > (limits.get(entry.name) ?? phaseLimitSeconds)).map((entry) => entry.name);
const results = join(root, 'bench/results');
mkdirSync(results, { recursive: true });
writeFileSync(join(results, 'rehearsal.json'), JSON.stringify({ tag: r.tag, started, papers, reviewers: reviewerCount, clients, phases: figures }, null, 2));
console.log(`\n${failures === 0 ? 'Passed' : 'FAILED'}${stopped ? ' (stopped early)' : ''}: ${failures} failures, ${refusals} refusals; phases over their limit (${phaseLimitSeconds / 60} minutes, the outbox's drain ${drainMinutes}): ${slow.join(', ') || 'none'}. Figures in bench/results/rehearsal.json.`);
process.exit(failures === 0 ? 0 : 1);
