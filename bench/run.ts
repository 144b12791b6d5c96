// npm run bench [-- --sizes 2000,20000]: first measures the automatic assignment (solver and text
// affinity, pure computation) and the proceedings (the publisher's checks, the volume and the ZIP),
// then starts its own emulator suite on an empty database, and for each data set size seeds the
// papers, restarts the suite on that data, measures the public pages, the signed-in dashboards and the
// API under load, then prints one table (and saves it as JSON under bench/results/) and stops the suite. The suite is not started when every part needing it is skipped.
import './lib/env';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { buildAll, root } from '../scripts/lib/emulators.mjs';
import { ensureInstalled } from '../scripts/lib/runtime.mjs';
import { launchBrowser } from '../tests/support/browser';
import { paperCount, seedDemoAccounts, seedTo, topUpDemoAccounts } from './lib/dataset';
import { buildRows, renderSurge, renderTable, type SizeResult } from './lib/report';
import { startSuite, waitForFreeMachine, type Suite } from './lib/suite';
import { measureAffinity } from './measure/affinity';
import { measureProceedings } from './measure/proceedings';
import { measureApi } from './measure/api';
import { measureProposal } from './measure/proposal';
import { measureAssignment } from './measure/assignment';
import { startFramework } from './lib/framework';
import { measureLighthouse } from './measure/lighthouse';
import { measurePublicPages } from './measure/publicPages';
import { measureSurge } from './measure/surge';
import { measureBulkDecision, renderBulkDecision } from './measure/bulkDecision';
import { measureRegistrationDeadline, renderRegistrationDeadline } from './measure/registrationDeadline';
import { writeGoal } from './lib/writeCounts';
import { adminListScreens, measureScreen } from './measure/screens';
import { layoutPassed, measureLayout, renderLayout } from './measure/layout';
import { measureFirstRequests, renderFirstRequests } from './measure/firstRequests';
import { measureNotificationDay, renderNotificationDay } from './measure/notificationDay';
import { measureSimilarity } from './measure/similarity';

const emulatorParts = ['pages', 'lighthouse', 'screens', 'layout', 'requests', 'notification', 'api', 'surge', 'bulk', 'registration', 'similarity'] as const;
const parts = ['assignment', 'proceedings', ...emulatorParts] as const;
type Part = (typeof parts)[number];

const { values: options } = parseArgs({
  options: {
    // Short by default; the scale run is --sizes 2000,20000.
    sizes: { type: 'string', default: '500' },
    'screen-runs': { type: 'string', default: '5' },
    'page-runs': { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '3' },
    skip: { type: 'string', default: '' },
    'no-build': { type: 'boolean', default: false },
    // The deadline surge: how many authors, within how many seconds (a third in the last minute).
    'surge-authors': { type: 'string', default: '500' },
    // The similarity check: how many manuscripts with text it signs and checks.
    'similarity-papers': { type: 'string', default: '20000' },
    'surge-seconds': { type: 'string', default: '600' },
    // The bulk decision: how many papers under review one apply accepts.
    'bulk-papers': { type: 'string', default: '2000' },
    // The registration deadline: how many participants, how many at a time.
    'registration-participants': { type: 'string', default: '200' },
    'registration-clients': { type: 'string', default: '20' },
  },
});

const positive = (name: string, value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} takes whole numbers above 0 (got ${value})`);
  return number;
};
const sizes = options.sizes.split(',').map((size) => positive('sizes', size.trim()));
const screenRuns = positive('screen-runs', options['screen-runs']);
const pageRuns = positive('page-runs', options['page-runs']);
const lighthouseRuns = positive('lighthouse-runs', options['lighthouse-runs']);
const surgeAuthors = positive('surge-authors', options['surge-authors']);
const surgeSeconds = positive('surge-seconds', options['surge-seconds']);
const bulkPapers = positive('bulk-papers', options['bulk-papers']);
const registrationParticipants = positive('registration-participants', options['registration-participants']);
const similarityPapers = positive('similarity-papers', options['similarity-papers']);
const registrationClients = positive('registration-clients', options['registration-clients']);
const skipped = new Set(options.skip.split(',').filter(Boolean) as Part[]);
for (const part of skipped) if (!parts.includes(part)) throw new Error(`--skip takes ${parts.join(', ')}`);
const runs = (part: Part) => !skipped.has(part);

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const step = (text: string) => console.log(`\n[bench ${elapsed()}] ${text}`);

let suite: Suite | null = null;
let browser: Browser | null = null;

let stopping: Promise<void> | null = null;

/** Closes the browser and stops the suite, once, whoever asks first (the end, an error, Ctrl+C). */
function shutDown(): Promise<void> {
  stopping ??= (async () => {
    await browser?.close().catch(() => undefined);
    if (suite) {
      step('Stopping the emulator suite');
      await suite.stop();
    }
  })();
  return stopping;
}

// Ctrl+C also reaches firebase-tools (same process group); wait for it to stop before exiting.
process.on('SIGINT', () => {
  void shutDown().finally(() => process.exit(130));
});

/** A measurement against functions-framework in one process (as Cloud Run serves the API), started for it and stopped after. */
async function onFramework<T>(title: string, measure: (url: string) => Promise<T>): Promise<T> {
  step(title);
  const framework = await startFramework(suite!.env, suite!.logPath);
  try {
    return await measure(framework.url);
  } finally {
    await framework.stop();
  }
}

async function measureSize(size: number): Promise<SizeResult> {
  step(`Data set of ${size} papers`);
  const papers = await seedTo(size, suite!.env);
  if (papers !== size) console.warn(`The database holds ${papers} papers (seeding only adds papers).`);
  const demo = await topUpDemoAccounts(size);
  console.log(`${papers} papers; the demo author has ${demo.authorPapers}, the demo reviewer ${demo.reviewerPapers}.`);
  // Each size is measured on a freshly started suite holding the data set: what the emulators built up
  // while seeding and measuring the previous size (listeners, trigger backlog, memory) would otherwise
  // be measured as growth.
  step('Restarting the emulator suite on the data set (export, stop, start with import)');
  await suite!.restart();

  const result: SizeResult = { size, papers, demoAuthorPapers: demo.authorPapers, demoReviewerPapers: demo.reviewerPapers, publicPages: [], lighthouse: null, screens: [], api: [], emulatorBaselineMs: null };
  if (runs('pages')) {
    step(`Public and sign-in pages: weight and LCP in Chromium (${pageRuns} cold visits each)`);
    result.publicPages = await measurePublicPages(browser!, pageRuns);
  }
  if (runs('lighthouse')) {
    step(`Public pages: Lighthouse (${lighthouseRuns} runs each)`);
    result.lighthouse = await measureLighthouse(lighthouseRuns);
  }
  if (runs('screens')) {
    for (const name of ['author', 'reviewer', 'admin', ...adminListScreens] as const) {
      step(`Signed-in screens: ${name} (${screenRuns} visits after a warm-up)`);
      result.screens.push(await measureScreen(browser!, name, screenRuns));
    }
  }
  if (runs('layout')) {
    step('Every screen of every role at 1280 and 390 px: first row, height, layout problems');
    result.layout = await measureLayout(browser!);
    console.log(renderLayout(size, result.layout));
  }
  if ((runs('screens') || runs('layout')) && (runs('requests') || runs('api'))) {
    // The Firestore emulator keeps the listen targets of the browsers that visited the dashboards,
    // even once they have closed, and runs each of their queries again on every write to its
    // collection: at 5,000 papers that made every API call 3-10 times slower until a restart.
    step('Restarting the emulator suite (it keeps the closed browsers\' listeners)');
    await suite!.restart();
  }
  if (runs('requests')) {
    // Before the API load, which adds papers: the same data set as the screens. The proposal it makes
    // is stored, not applied.
    step(`First request of each admin screen: time, bytes and Firestore reads (${screenRuns} requests each after a warm-up)`);
    result.firstRequests = await measureFirstRequests(screenRuns);
    console.log(renderFirstRequests(size, result.firstRequests));
  }
  if (runs('notification')) {
    step('Notification day: 20 visitors open the public list of accepted papers at the moment it opens; a visitor right after a change to the volume');
    result.notification = await measureNotificationDay();
    console.log(renderNotificationDay(result.notification));
  }
  if (runs('api')) {
    // Last, as it adds papers: the screens above saw exactly the data set's size.
    step('API latency under load: the functions emulator, through Hosting');
    const api = await measureApi('emulator');
    result.api = api.figures;
    result.emulatorBaselineMs = api.baselineMs;
    result.api.push(...(await onFramework('API latency under load: functions-framework in one process, as Cloud Run serves it', async (url) => (await measureApi('framework', url)).figures)));
    step('Automatic assignment through the API on this data set: a fair proposal of 3 per paper, then applying it');
    result.proposal = await measureProposal({ apply: true });
    console.log(result.proposal.join('\n'));
  }
  const fileStoreDir = String(suite!.env.FILE_STORE_DIR);
  if (runs('surge')) {
    result.surge = await onFramework(`Deadline surge: ${surgeAuthors} authors within ${surgeSeconds} s, functions-framework in one process`, (url) =>
      measureSurge(url, { authors: surgeAuthors, windowSeconds: surgeSeconds, fileStoreDir }),
    );
    console.log(renderSurge(result.surge));
  }
  if (runs('bulk')) {
    result.bulkDecision = await onFramework(`Bulk decision: ${bulkPapers} papers under review accepted with one apply, functions-framework in one process`, (url) =>
      measureBulkDecision(url, suite!.env, bulkPapers),
    );
    console.log(renderBulkDecision(result.bulkDecision));
  }
  if (runs('registration')) {
    result.registration = await onFramework(
      `Registration deadline: ${registrationParticipants} participants register and pay, ${registrationClients} at a time, while the treasurer verifies`,
      (url) => measureRegistrationDeadline(url, { participants: registrationParticipants, clients: registrationClients, fileStoreDir }),
    );
    console.log(renderRegistrationDeadline(result.registration));
  }
  return result;
}

function gzipNote(sources: string[]): string {
  if (sources.length === 0) return 'public pages not measured.';
  if (sources.every((source) => source === 'served')) return 'as served by the hosting emulator to a browser offering only gzip.';
  if (sources.every((source) => source === 'zlib-9')) return 'the hosting emulator did not compress: gzip sizes computed with zlib level 9.';
  return 'as served by the hosting emulator to a browser offering only gzip; files it sent uncompressed (it skips small ones) at their zlib level 9 size.';
}

function chromiumVersion(): string {
  const found = spawnSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' });
  return (found.stdout ?? '').trim().split('\n').pop() ?? 'unknown';
}

/** The solver's and the text affinity's lines; they need no emulator, and have the cores to themselves. */
async function measureAutomaticAssignment(): Promise<string[]> {
  step('Automatic assignment: the solver on random conferences, then the text affinity (no emulator)');
  const lines = [...(await measureAssignment()), ...(await measureAffinity())];
  console.log(lines.join('\n'));
  return lines;
}

async function main(): Promise<void> {
  ensureInstalled();
  // Another suite's test run would take the cores the timings are measured on.
  await waitForFreeMachine();
  const assignment = runs('assignment') ? await measureAutomaticAssignment() : null;
  let proceedings: string[] | null = null;
  if (runs('proceedings')) {
    step('Proceedings: the volume and the camera-ready ZIP of 500 papers of 8 pages (no emulator)');
    proceedings = await measureProceedings();
    console.log(proceedings.join('\n'));
  }

  const results: SizeResult[] = [];
  let finalPapers: number | null = null;
  let similarity: string[] | null = null;
  if (emulatorParts.some(runs)) {
    // Building rewrites web/dist: not while another suite serves it.
    await waitForFreeMachine();
    if (!options['no-build']) {
      step('Building the functions and the SPA');
      buildAll();
    }
    step('Starting the emulator suite (empty database, temporary file store)');
    suite = await startSuite();
    await seedDemoAccounts(suite.env);
    browser = await launchBrowser();

    for (const size of sizes) results.push(await measureSize(size));
    finalPapers = await paperCount();
    if (runs('similarity')) {
      step(`Similarity check: ${similarityPapers} manuscripts with text signed and checked, then new submissions against them`);
      similarity = await measureSimilarity(similarityPapers);
      console.log(similarity.join('\n'));
    }
    await shutDown();
  }

  const rows = results.length > 0 ? buildRows(results) : [];
  const gzipSources = [...new Set(results.flatMap((result) => result.publicPages.map((page) => page.gzipSource)))];
  const durationSeconds = Math.round((Date.now() - started) / 1000);
  const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version, chromium: chromiumVersion() };
  const tableNotes = [
    `Medians: public and sign-in pages of ${pageRuns} cold visits (LCP: Chromium's largest-contentful-paint entry, unthrottled), Lighthouse of ${lighthouseRuns} runs (default mobile settings), dashboards of ${screenRuns} visits after a warm-up.`,
    `Gzip bytes: ${gzipNote(gzipSources)} KB = 1,024 bytes.`,
    'Firestore reads = documents the browser received over its listeners (counted in the Listen streams) + documents the API calls of the screen read on the server (from the endpoint code and its answer: a page of getpapers reads the settings, 26 index entries, each row\'s paper, manuscript and reviews, and a count billed per 1,000 entries; the emulator has no read counter).',
    'Admin lists: first row = navigation start to the first grid row; answer bytes = the JSON of getpapers, reviewercomments and papercounts the screen received; DOM nodes = elements on the page at the first row. The Firestore emulator scans a collection for every query and count (production reads only the index entries a query returns), so its query times grow with the papers where production\'s do not.',
    'API: through Hosting as the SPA calls it (functions emulator: a Node process per concurrent request), and straight to functions-framework serving the built api in one Node process (as a Cloud Run instance with concurrency 80), both against the same Auth and Firestore emulators; fresh authors and papers per level; nearest-rank percentiles of 10, 30 and 100 requests at 1, 10 and 50 clients.',
  ];
  const notes = [
    ...(results.length > 0 ? tableNotes : []),
    `Machine: ${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}, ${machine.chromium}. Run time ${durationSeconds} s${finalPapers === null ? '' : `; ${finalPapers} papers at the end`}.`,
  ];

  console.log(`\nBenchmark, ${new Date(started).toISOString()}`);
  if (assignment) console.log(`\nAutomatic assignment (pure computation, before the emulator suite started):\n${assignment.join('\n')}`);
  if (proceedings) console.log(`\n${proceedings.join('\n')}`);
  if (similarity) console.log(`\nSimilarity check (on the emulator):\n${similarity.join('\n')}`);
  if (results.length > 0) console.log(`\n${renderTable(rows, sizes)}`);
  console.log(`\n${notes.map((note) => `- ${note}`).join('\n')}`);
  for (const result of results) if (result.firstRequests) console.log(`\n${renderFirstRequests(result.size, result.firstRequests)}`);
  for (const result of results) if (result.layout) console.log(`\n${renderLayout(result.size, result.layout)}`);
  for (const result of results) if (result.surge) console.log(`\n${result.size} papers. ${renderSurge(result.surge)}`);
  for (const result of results) if (result.bulkDecision) console.log(`\n${result.size} papers. ${renderBulkDecision(result.bulkDecision)}`);
  for (const result of results) if (result.registration) console.log(`\n${result.size} papers. ${renderRegistrationDeadline(result.registration)}`);
  const errors = results.flatMap((result) => result.api.flatMap((entry) => entry.errors.map((error) => ({ size: result.size, server: entry.server, operation: entry.operation, clients: entry.clients, ...error }))));
  if (errors.length > 0) {
    const grouped = new Map<string, number>();
    for (const error of errors) {
      const key = `${error.size} papers, ${error.server}, ${error.operation}, ${error.clients} clients: ${error.status} ${error.message}`;
      grouped.set(key, (grouped.get(key) ?? 0) + 1);
    }
    console.log(`\nAPI errors (${errors.length}; the functions' log is in bench/results/emulators.log):`);
    for (const [key, times] of grouped) console.log(`  ${times} × ${key}`);
  }

  const directory = join(root, 'bench/results');
  mkdirSync(directory, { recursive: true });
  const file = join(directory, `bench-${new Date(started).toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ startedAt: new Date(started).toISOString(), durationSeconds, machine, options: { sizes, screenRuns, pageRuns, lighthouseRuns, skip: [...skipped] }, notes, assignment, proceedings, similarity, table: rows, results, errors }, null, 2));
  console.log(`\nSaved ${file} (${durationSeconds} s in all).`);
  if (errors.length > 0) process.exitCode = 1;
  // A screen with a layout problem, or a first row later than 2 s, fails it.
  if (results.some((result) => result.layout && !layoutPassed(result.layout))) process.exitCode = 1;
  // A surge that lost an acknowledged paper, or left the data inconsistent, fails the run.
  if (results.some((result) => result.surge && (result.surge.lost.length > 0 || result.surge.invariantViolations.length > 0 || !result.surge.countersMatch))) process.exitCode = 1;
  // A document written more than writeGoal times in 10 s, a registration, payment or verification refused,
  // a verification over 5 s, or a gap in the invoice numbers fails it too.
  const busiest = (figures: { writes: { busiest: Array<{ maxIn10s: number }> } } | null | undefined) => figures?.writes.busiest[0]?.maxIn10s ?? 0;
  if (results.some((result) => [result.surge, result.bulkDecision, result.registration].some((figures) => busiest(figures) > writeGoal))) process.exitCode = 1;
  if (results.some((result) => result.bulkDecision?.settleSeconds === null)) process.exitCode = 1;
  if (results.some((result) => result.registration && (result.registration.refused.length > 0 || result.registration.longestVerificationMs > 5000 || !result.registration.gapless))) process.exitCode = 1;
}

main()
  // The Admin SDK keeps connections open: leave explicitly.
  .then(() => process.exit(process.exitCode ?? 0))
  .catch(async (error: unknown) => {
  console.error(error);
  await shutDown().catch(() => undefined);
  process.exit(1);
});
