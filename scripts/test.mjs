// npm test: runs on Node 22 (bringing it from the npm registry when the machine has another Node),
// installs what is missing, then type-checks, lints (eslint.config.mjs: the import boundaries) and builds
// side by side; once the build is there, the emulators start while the typecheck and the lint go on, and
// the suites run once those passed. The suites that need the emulators run inside `firebase emulators:exec` on fresh, empty
// emulator suites with fresh MailDev inboxes (scripts/lib/emulatorStack.mjs): the API suite, the contract
// fuzz of the API document after it, the invariant checker on the database they leave and the backup
// drill on one (scripts/lib/emulatorSuites.mjs); the rules and browser suites, the invariant checker and then
// the durability suite, which runs `npm start` itself (stopping and restarting it), on a second at the same
// time, in a network namespace of its own (scripts/lib/isolatedStack.mjs; on one suite, one after another,
// where the machine allows no namespace). The unit suite, the deploy check in it, runs beside them. It ends with a
// table of where the time went and how many tests ran (scripts/lib/testReport.mjs). Exits non-zero on any failure.
//   npm test -- <vitest filters>   runs only the matching files of the unit, rules, API and browser suites
//   npm test -- --durability       runs only the durability suite
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib/emulators.mjs';
import { deployToolsDir, deployToolsInstalled, ensureDeployTools } from './lib/deployTools.mjs';
import { ensureRuntime, runtimeBanner } from './lib/runtime.mjs';
import { writeLocalSecrets } from './lib/mailServer.mjs';
import { runDurabilitySuite, runEmulatorStack } from './lib/emulatorStack.mjs';
import { sideBySide } from './lib/sideBySide.mjs';
import { formatReport, slowestFiles, suiteRows, vitestReporters } from './lib/testReport.mjs';

const started = performance.now();
// Every Node process of the run (tools, test workers, and each process the functions emulator starts for
// a request or a trigger, which loads the whole functions bundle) reuses compiled code across processes.
process.env.NODE_COMPILE_CACHE ??= join(root, '.cache', 'node-compile');
// The deploying firebase-tools (deploy/) installs beside the root's install when both are missing.
await ensureRuntime({ alongside: deployToolsInstalled() ? [] : [deployToolsDir] });
console.log(runtimeBanner());
const phases = [{ name: 'runtime and install', seconds: (performance.now() - started) / 1000 }];

const args = process.argv.slice(2);
const durabilityOnly = args.includes('--durability');
const filters = args.filter((arg) => arg !== '--durability');
const everything = !durabilityOnly && filters.length === 0;
/** Each Vitest run's JSON report, read for the closing table; kept in TEST_REPORT_DIR when that is set (per test durations). */
const keptReports = process.env.TEST_REPORT_DIR;
if (keptReports) mkdirSync(keptReports, { recursive: true });
const reportDir = keptReports || mkdtempSync(join(tmpdir(), 'confsys-test-reports-'));
/** The typecheck's and lint's outcome for the suites, which start before those end (beside the reports: not one). */
const gate = `${reportDir}-checks`;
const reporters = (name) => vitestReporters(reportDir, name);
const bin = (name) => join(root, 'node_modules/.bin', name);

/** Prints the closing table and exits with the run's status. */
function finish(status) {
  const reports = existsSync(reportDir) ? readdirSync(reportDir).map((file) => join(reportDir, file)) : [];
  console.log(formatReport(phases, suiteRows(reports, root), slowestFiles(reports, 12, root), (performance.now() - started) / 1000));
  if (!keptReports) rmSync(reportDir, { recursive: true, force: true });
  rmSync(gate, { force: true });
  process.exit(status);
}

// The checks and the build share nothing but the sources: on two cores, side by side. The deploying
// firebase-tools installs meanwhile too if it is still missing (npm ci in deploy/).
const checking = sideBySide([
  { name: 'typecheck', commands: [['npm', ['run', 'typecheck']]] },
  { name: 'lint', commands: [['npm', ['run', 'lint']]] },
  { name: 'deploying tools', commands: [[process.execPath, ['-e', "import('./scripts/lib/deployTools.mjs').then((tools) => tools.ensureDeployTools())"]]] },
]);
const [build] = await sideBySide([{ name: 'build', commands: [['npm', ['run', 'build', '-w', 'functions']], ['npm', ['run', 'build', '-w', 'web', '--', '--mode', 'emulator']]] }]);
/** Records the checks' phases once they end; true when they all passed. */
const checksEnded = checking.then((checks) => {
  phases.push(...[...checks, build].map((check) => ({ name: `${check.name} (side by side)`, seconds: check.seconds, ok: check.ok })));
  return checks.every((check) => check.ok);
});
if (!build.ok) {
  await checksEnded;
  finish(1);
}

// The emulators start as soon as the build is there, while the typecheck and the lint still run: their
// outcome goes to this file, which the suites wait for before running a test (emulatorSuites.mjs).
process.env.CHECKS_GATE = gate;
const checksGate = checksEnded.then((passed) => {
  writeFileSync(gate, passed ? 'ok' : 'failed');
  return passed;
});

// What a deploy would refuse fails the tests too: the unit suite runs the deploy check on the project as
// it is today (scripts/lib/deployCheck.test.ts, what `npm run deploy:check` answers), and checks the
// checker on broken copies, on one Firestore emulator of its own on free ports. It needs no emulator
// suite: it runs beside them, one file at a time, on the core the emulator-backed suites leave idle (a
// request waits on one process at a time: the test, Hosting, the function, Firestore).
// The emulated functions' secrets (functions/.secret.local), which the docs name too (the unit suite checks every path they name).
if (!durabilityOnly) writeLocalSecrets();
const besideEmulators = everything
  ? checksGate.then((passed) => {
      if (!passed) return [];
      ensureDeployTools();
      return sideBySide([{ name: 'the unit suite, the deploy check in it', commands: [[bin('vitest'), ['run', '--project', 'unit', '--maxWorkers=1', ...reporters('unit')]]] }]);
    })
  : Promise.resolve([]);

/**
 * Whether this machine lets a process have a network namespace of its own, with its loopback up: then a
 * second emulator suite runs the browser suite beside the first (scripts/lib/isolatedStack.mjs) on the
 * same ports. TEST_ONE_EMULATOR_SUITE=1 runs everything on one suite, one file at a time, as without.
 */
const twoSuites = everything && process.env.TEST_ONE_EMULATOR_SUITE !== '1' && spawnSync('unshare', ['--net', 'ip', 'link', 'set', 'lo', 'up'], { stdio: 'ignore' }).status === 0;
/** The phases of one suite, named after its plan in the closing table. */
const named = (label, stackPhases) => stackPhases.map((phase) => ({ ...phase, name: `${label}: ${phase.name}` }));

let status = 0;
if (twoSuites) {
  // The rules and browser suites and then the durability suite on a second emulator suite, in a namespace
  // of its own (its output printed whole when it ends); the API suite, the contract fuzz and the backup
  // drill on the first, here. Each suite's data is its own, so the exact counts hold on both.
  const resultPath = join(reportDir, 'browser-stack.json');
  const isolatedTmp = mkdtempSync(join(tmpdir(), 'confsys-browser-stack-'));
  const browser = sideBySide([
    {
      name: 'rules, browser and durability suites (second emulator suite)',
      commands: [['unshare', ['--net', process.execPath, 'scripts/lib/isolatedStack.mjs', resultPath, 'browser', reportDir, '--durability'], { TMPDIR: isolatedTmp }]],
    },
  ]);
  const api = await runEmulatorStack({ plan: 'api', reportDir });
  const [browserRun] = await browser;
  const browserResult = existsSync(resultPath) ? JSON.parse(readFileSync(resultPath, 'utf8')) : { status: 1, phases: [] };
  rmSync(isolatedTmp, { recursive: true, force: true });
  phases.push(...named('API', api.phases), ...named('rules and browser', browserResult.phases));
  phases.push({ name: 'second emulator suite, start to end (side by side)', seconds: browserRun.seconds, ok: browserRun.ok });
  status = api.status === 0 && browserRun.ok && browserResult.status === 0 ? 0 : 1;
} else if (!durabilityOnly) {
  const stack = await runEmulatorStack({ plan: 'all', filters, reportDir });
  status = stack.status;
  phases.push(...stack.phases);
}
// The suites ran only if the typecheck and the lint passed; a failure of theirs fails the run.
if (!(await checksGate)) status = 1;
const beside = await besideEmulators;
phases.push(...beside.map((step) => ({ name: `${step.name} (beside the emulators)`, seconds: step.seconds, ok: step.ok })));
if (beside.some((step) => !step.ok)) status = 1;
// The durability suite starts `npm start` on its own directories once the ports are free again (with two
// suites, it ran on the second already).
if (status === 0 && (durabilityOnly || (everything && !twoSuites))) {
  const durability = runDurabilitySuite(reportDir);
  status = durability.status === 0 ? 0 : 1;
  phases.push(durability.phase);
}
finish(status);
