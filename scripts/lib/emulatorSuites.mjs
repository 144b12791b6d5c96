// What `npm test` runs inside `firebase emulators:exec`: the warm API server that the front door sends
// /api to (scripts/lib/apiServer.mjs), the demo accounts, the typecheck's and lint's outcome (they run
// while the emulators start), the emulator-backed suites of the plan
// (SUITE_PLAN: rules, API and browser, the contract fuzz after them), then the invariant checker on
// everything they left and the backup drill. Each step's time goes to TEST_TIMINGS (a JSON file) for the closing table;
// each Vitest run writes its JSON report beside it. Stops at the first failing step.
//   node scripts/lib/emulatorSuites.mjs [vitest filters]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { startApiServer } from './apiServer.mjs';
import { root } from './emulators.mjs';
import { vitestReporters } from './testReport.mjs';

const filters = process.argv.slice(2);
/** With filters, the four suites of before the contract unless the filters name projects themselves. */
const selected = filters.includes('--project') ? filters : [...['unit', 'rules', 'api', 'e2e'].flatMap((name) => ['--project', name]), ...filters];
const timingsPath = process.env.TEST_TIMINGS;
const reportDir = process.env.TEST_REPORTS;
const tsx = join(root, 'node_modules/.bin/tsx');
const vitest = join(root, 'node_modules/.bin/vitest');

const reporters = (name) => vitestReporters(reportDir, name);

/**
 * The API file the second suite runs in the Vitest run of its rules and browser files (one run, as the
 * single suite runs all three), so that both suites end at about the same time: the first carries
 * the contract fuzz and the backup drill after its API suite.
 */
const apiFilesOnSecond = ['tests/api/reviewWorkflow.test.ts'];

/**
 * What each plan runs after the demo accounts. `all`: every suite, then the checks. `api` and `browser`
 * split it for two emulator suites side by side (scripts/test.mjs), about as long as each other: the API
 * suite with the contract fuzz and the backup drill on one, the rules and browser suites on the other
 * (the rules suite uses a project of its own) with an API file, each checked by the invariants.
 */
const plans = {
  all: [
    { name: 'rules, API and browser suites', command: [vitest, ['run', '--project', 'rules', '--project', 'api', '--project', 'e2e', ...reporters('emulator')]] },
    // The contract fuzz walks the API document on what the suites left behind (tests/contract).
    { name: 'contract fuzz', command: [vitest, ['run', '--project', 'contract', ...reporters('contract')]] },
  ],
  api: [
    { name: 'API suite', command: [vitest, ['run', '--project', 'api', ...apiFilesOnSecond.flatMap((file) => ['--exclude', file]), ...reporters('emulator-api')]] },
    { name: 'contract fuzz', command: [vitest, ['run', '--project', 'contract', ...reporters('contract')]] },
  ],
  browser: [
    {
      name: 'rules and browser suites, and API files',
      command: [vitest, ['run', '--project', 'rules', '--project', 'e2e', '--project', 'api', 'tests/rules/', 'tests/e2e/', ...apiFilesOnSecond, ...reporters('emulator-browser')]],
    },
  ],
};
const plan = process.env.SUITE_PLAN ?? 'all';
if (!plans[plan]) throw new Error(`SUITE_PLAN must be one of ${Object.keys(plans).join(', ')}, not ${plan}.`);

/**
 * npm test starts the emulators while its typecheck and lint still run, and writes their outcome to
 * CHECKS_GATE ("ok" or "failed"): the suites wait for it, and run only on code that passed them.
 */
async function checksPassed() {
  const gate = process.env.CHECKS_GATE;
  if (!gate) return true;
  const deadline = Date.now() + 30 * 60_000;
  while (!existsSync(gate)) {
    if (Date.now() > deadline) {
      console.error(`No outcome of the typecheck and lint in ${gate} after 30 minutes: the suites do not run.`);
      return false;
    }
    await sleep(250);
  }
  const passed = readFileSync(gate, 'utf8').trim() === 'ok';
  if (!passed) console.error('A check before the suites failed (the typecheck, the lint or the deploying tools): the suites do not run.');
  return passed;
}

const steps = [
  { name: 'demo accounts', command: [tsx, ['scripts/seed-demo.ts']] },
  { name: 'waiting for the typecheck and lint', run: checksPassed },
  ...(filters.length > 0 ? [{ name: 'selected suites', command: [vitest, ['run', ...reporters('selected'), ...selected]] }] : plans[plan]),
  { name: 'invariant check', command: [tsx, ['scripts/check-invariants.ts', '--settle', '60']] },
  ...(plan === 'browser' ? [] : [{ name: 'backup drill', command: [tsx, ['scripts/backup-drill.ts']] }]),
];

// The API in one warm process, as Cloud Run serves it, on the port the front door sends /api to.
const apiPort = Number(process.env.API_SERVER_PORT ?? 0);
const apiServer = apiPort ? await startApiServer({ port: apiPort, env: process.env, logPath: process.env.API_SERVER_LOG ?? join(tmpdir(), 'confsys-test-api.log') }) : null;

const timings = [];
let status = 0;
for (const { name, command, run } of steps) {
  const started = performance.now();
  status = run ? ((await run()) ? 0 : 1) : (spawnSync(command[0], command[1], { cwd: root, stdio: 'inherit' }).status ?? 1);
  timings.push({ name, seconds: (performance.now() - started) / 1000, ok: status === 0 });
  if (status !== 0) break;
}
await apiServer?.stop();
if (timingsPath) writeFileSync(timingsPath, JSON.stringify(timings));
process.exit(status);
