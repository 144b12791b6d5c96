// npm test: runs on Node 22 (bringing it from the npm registry when the machine has another Node),
// installs what is missing, then type-checks, lints (eslint.config.mjs: the import boundaries) and builds
// side by side; then the suites that need the emulators (rules, API and browser) inside `firebase
// emulators:exec` on a fresh, empty emulator suite with a fresh MailDev inbox, the contract fuzz of the
// API document after them, the invariant checker on the database they leave and the backup drill
// (scripts/lib/emulatorSuites.mjs), with deploy:check and the unit suite running beside them; then the
// durability suite, which runs `npm start` itself (stopping and restarting it). It ends with a table of where the time went and how
// many tests ran (scripts/lib/testReport.mjs). Exits non-zero on any failure.
//   npm test -- <vitest filters>   runs only the matching files of the unit, rules, API and browser suites
//   npm test -- --durability       runs only the durability suite
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emulatorConfig, emulatorEnv, emulators, firebaseBin, projectId, root } from './lib/emulators.mjs';
import { ensureDeployTools } from './lib/deployTools.mjs';
import { ensureRuntime, runtimeBanner } from './lib/runtime.mjs';
import { startMailServer, stopMailServer, writeLocalSecrets } from './lib/mailServer.mjs';
import { openFrontDoor } from './lib/frontDoor.mjs';
import { apiServerPort } from './lib/apiServer.mjs';
import { sideBySide } from './lib/sideBySide.mjs';
import { formatReport, slowestFiles, suiteRows } from './lib/testReport.mjs';

const started = performance.now();
// Every Node process of the run (tools, test workers, and each process the functions emulator starts for
// a request or a trigger, which loads the whole functions bundle) reuses compiled code across processes.
process.env.NODE_COMPILE_CACHE ??= join(root, '.cache', 'node-compile');
await ensureRuntime();
console.log(runtimeBanner());
const phases = [{ name: 'runtime and install', seconds: (performance.now() - started) / 1000 }];

const args = process.argv.slice(2);
const durabilityOnly = args.includes('--durability');
const filters = args.filter((arg) => arg !== '--durability');
const everything = !durabilityOnly && filters.length === 0;
/** Each Vitest run's JSON report, read for the closing table. */
const reportDir = mkdtempSync(join(tmpdir(), 'confsys-test-reports-'));
const reporters = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, `${name}.json`)}`];
const bin = (name) => join(root, 'node_modules/.bin', name);

/** Runs a command in the foreground and records it as a phase; answers whether it passed. */
function timed(name, command, commandArgs, env = process.env) {
  const begun = performance.now();
  const status = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env }).status ?? 1;
  phases.push({ name, seconds: (performance.now() - begun) / 1000, ok: status === 0 });
  return status === 0;
}

/** Prints the closing table and exits with the run's status. */
function finish(status) {
  const reports = existsSync(reportDir) ? readdirSync(reportDir).map((file) => join(reportDir, file)) : [];
  console.log(formatReport(phases, suiteRows(reports, root), slowestFiles(reports, 12, root)));
  rmSync(reportDir, { recursive: true, force: true });
  process.exit(status);
}

// The checks and the build share nothing but the sources: on two cores, side by side. The deploying
// firebase-tools installs meanwhile too (npm ci in deploy/, mostly waiting on the registry).
const checks = await sideBySide([
  { name: 'typecheck', commands: [['npm', ['run', 'typecheck']]] },
  { name: 'lint', commands: [['npm', ['run', 'lint']]] },
  { name: 'build', commands: [['npm', ['run', 'build', '-w', 'functions']], ['npm', ['run', 'build', '-w', 'web', '--', '--mode', 'emulator']]] },
  { name: 'deploying tools', commands: [[process.execPath, ['-e', "import('./scripts/lib/deployTools.mjs').then((tools) => tools.ensureDeployTools())"]]] },
]);
phases.push(...checks.map((check) => ({ name: `${check.name} (side by side)`, seconds: check.seconds, ok: check.ok })));
if (checks.some((check) => !check.ok)) finish(1);
ensureDeployTools();

// What a deploy would refuse fails the tests too (and the unit suite checks the checker itself). Neither
// the deploy check (its own Firestore emulator on free ports) nor the unit suite needs the emulator suite:
// they run beside it, one file at a time, on the core the emulator-backed suites leave idle (a request
// waits on one process at a time: the test, Hosting, the function, Firestore).
// The emulated functions' secrets (functions/.secret.local), which the docs name too (the unit suite checks every path they name).
if (!durabilityOnly) writeLocalSecrets();
const besideEmulators = everything
  ? sideBySide([
      {
        name: 'deploy:check, then the unit suite',
        commands: [
          [bin('tsx'), ['scripts/deploy-check.ts', '--no-build'], emulatorEnv()],
          [bin('vitest'), ['run', '--project', 'unit', '--maxWorkers=1', ...reporters('unit')]],
        ],
      },
    ])
  : Promise.resolve([]);

/** Hosting's port behind the front door, as under `npm start`. */
const hostingPort = 5002;
/**
 * The API server's port (scripts/lib/apiServer.mjs): the front door sends what Hosting would rewrite to the
 * api function straight there, one warm process instead of Hosting, the functions emulator's proxy and a
 * cold process per concurrent request. The rewrite itself stays covered (tests/api/platform.test.ts).
 */
const apiPort = apiServerPort;

/** The exit status of a child process, once it has exited (the front door serves meanwhile). */
const exited = (child) => new Promise((resolve) => child.once('close', (code) => resolve({ status: code })));

let status = 0;
if (!durabilityOnly) {
  const begun = performance.now();
  // A fresh file store for every run, as the emulators start empty.
  const fileStoreDir = mkdtempSync(join(tmpdir(), 'confsys-test-files-'));
  // A fresh MailDev inbox too; MAIL_DIR lets the tests stop and restart it (tests/support/mail.ts).
  const mailDir = mkdtempSync(join(tmpdir(), 'confsys-test-mail-'));
  const timings = join(reportDir, 'emulator-steps.timings');
  // What the API server logged (its requests' errors), kept after the run.
  const apiLog = join(root, '.cache', 'test-api-server.log');
  rmSync(apiLog, { force: true });
  await startMailServer({ directory: mailDir, detached: true });
  // The suites reach the site as users of `npm start` do: through the front door on 5000, Hosting behind it.
  const frontDoor = await openFrontDoor({ port: 5000, target: hostingPort, api: apiPort });
  const result = await exited(spawn(
    firebaseBin,
    ['emulators:exec', '--only', emulators, '--project', projectId, '--config', emulatorConfig({ hostingPort }), `node scripts/lib/emulatorSuites.mjs ${filters.join(' ')}`],
    // API_CHECK_ANSWERS: the functions check every answer against its endpoint's schema (a 500 when not).
    {
      cwd: root,
      env: { ...emulatorEnv(), FILE_STORE_DIR: fileStoreDir, MAIL_DIR: mailDir, API_CHECK_ANSWERS: '1', TEST_TIMINGS: timings, TEST_REPORTS: reportDir, API_SERVER_PORT: String(apiPort), API_SERVER_LOG: apiLog },
      stdio: 'inherit',
    },
  ));
  // The emulators have stopped: nothing is in progress. (drain() would wait on an unreferenced timer
  // for idle keep-alive sockets, and a process with nothing else to do exits before it fires.)
  await frontDoor.close();
  await stopMailServer(mailDir);
  rmSync(fileStoreDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
  status = result.status ?? 1;
  const steps = existsSync(timings) ? JSON.parse(readFileSync(timings, 'utf8')) : [];
  rmSync(timings, { force: true });
  const inside = steps.reduce((sum, step) => sum + step.seconds, 0);
  phases.push({ name: 'emulators: start and stop', seconds: (performance.now() - begun) / 1000 - inside, ok: status === 0 || steps.length > 0 });
  phases.push(...steps.map((step) => ({ ...step, name: `emulators: ${step.name}` })));
}
const beside = await besideEmulators;
phases.push(...beside.map((step) => ({ name: `${step.name} (beside the emulators)`, seconds: step.seconds, ok: step.ok })));
if (beside.some((step) => !step.ok)) status = 1;
// The durability suite starts `npm start` on its own directories once the ports are free again.
if (status === 0 && (durabilityOnly || everything)) {
  status = timed('durability suite', bin('vitest'), ['run', '--project', 'durability', ...reporters('durability')], emulatorEnv()) ? 0 : 1;
}
finish(status);
