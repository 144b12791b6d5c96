// One emulator suite as `npm test` runs its suites on it: a fresh MailDev inbox and file store, the front
// door on 5000 (Hosting behind it on 5002, the API server on 5003), and `firebase emulators:exec` running
// scripts/lib/emulatorSuites.mjs with one plan of suites (`all`, `api` or `browser`).
// `npm test` runs the `api` plan here and the `browser` plan (the rules and browser suites) at the same time in a network namespace of its
// own (scripts/lib/isolatedStack.mjs), where the same ports belong to a second, separate suite.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emulatorConfig, emulatorEnv, emulators, firebaseCommand, projectId, root } from './emulators.mjs';
import { startMailServer, stopMailServer } from './mailServer.mjs';
import { openFrontDoor } from './frontDoor.mjs';
import { apiServerPort } from './apiServer.mjs';
import { vitestReporters } from './testReport.mjs';

/** Hosting's port behind the front door, as under `npm start`. */
const hostingPort = 5002;

/** The exit status of a child process, once it has exited (the front door serves meanwhile). */
const exited = (child) => new Promise((resolve) => child.once('close', (code) => resolve(code ?? 1)));

/**
 * Runs one plan of suites on a fresh emulator suite. `filters` (Vitest's) select files instead of a
 * plan's suites. Each Vitest run writes its JSON report to `reportDir`. Resolves with the exit status and
 * the phases for the closing table: the emulators' start and stop, then each step of the plan.
 */
export async function runEmulatorStack({ plan = 'all', filters = [], reportDir }) {
  const begun = performance.now();
  // A fresh file store for every run, as the emulators start empty.
  const fileStoreDir = mkdtempSync(join(tmpdir(), 'confsys-test-files-'));
  // A fresh MailDev inbox too; MAIL_DIR lets the tests stop and restart it (tests/support/mail.ts).
  const mailDir = mkdtempSync(join(tmpdir(), 'confsys-test-mail-'));
  const timings = join(reportDir, `emulator-steps-${plan}.timings`);
  // A plan of two suites side by side names its own files; the whole run keeps the plain names.
  const suffix = plan === 'all' ? '' : `-${plan}`;
  // What the API server logged (its requests' errors), kept after the run.
  const apiLog = join(root, '.cache', `test-api-server${suffix}.log`);
  rmSync(apiLog, { force: true });
  await startMailServer({ directory: mailDir, detached: true });
  // The suites reach the site as users of `npm start` do: through the front door on 5000, Hosting behind it.
  // Each suite names the client address it plays in X-Forwarded-For (the throttles count per address), so
  // this door passes the header on as written; tests/api/throttle.test.ts meets npm start's own door too.
  const frontDoor = await openFrontDoor({ port: 5000, target: hostingPort, api: apiServerPort, callerNamesAddress: true });
  // QUIET: warnings and errors only. At INFO the CLI prints a line for every file Hosting serves and two
  // for every function run, tens of thousands in a run, which nobody reads (the API server keeps its log).
  const status = await exited(spawn(
    ...firebaseCommand(['emulators:exec', '--log-verbosity', 'QUIET', '--only', emulators, '--project', projectId, '--config', emulatorConfig({ hostingPort, fileName: `.firebase-emulators${suffix}.json` }), `node scripts/lib/emulatorSuites.mjs ${filters.join(' ')}`]),
    // API_CHECK_ANSWERS: the functions check every answer against its endpoint's schema (a 500 when not).
    {
      cwd: root,
      env: {
        ...emulatorEnv(),
        FILE_STORE_DIR: fileStoreDir,
        MAIL_DIR: mailDir,
        API_CHECK_ANSWERS: '1',
        SUITE_PLAN: plan,
        TEST_TIMINGS: timings,
        TEST_REPORTS: reportDir,
        API_SERVER_PORT: String(apiServerPort),
        API_SERVER_LOG: apiLog,
      },
      stdio: 'inherit',
    },
  ));
  // The emulators have stopped: nothing is in progress. (drain() would wait on an unreferenced timer
  // for idle keep-alive sockets, and a process with nothing else to do exits before it fires.)
  await frontDoor.close();
  await stopMailServer(mailDir);
  rmSync(fileStoreDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
  const steps = existsSync(timings) ? JSON.parse(readFileSync(timings, 'utf8')) : [];
  rmSync(timings, { force: true });
  const inside = steps.reduce((sum, step) => sum + step.seconds, 0);
  return {
    status,
    phases: [
      { name: 'emulators: start and stop', seconds: (performance.now() - begun) / 1000 - inside, ok: status === 0 || steps.length > 0 },
      ...steps.map((step) => ({ ...step, name: `emulators: ${step.name}` })),
    ],
  };
}

/**
 * The durability suite, which starts `npm start` itself on its own directories: once the emulator suite
 * of this network namespace has stopped and freed its ports. Resolves with the exit status and its phase.
 */
export function runDurabilitySuite(reportDir) {
  const begun = performance.now();
  const vitest = join(root, 'node_modules/.bin/vitest');
  const args = ['run', '--project', 'durability', ...vitestReporters(reportDir, 'durability')];
  const status = spawnSync(vitest, args, { cwd: root, stdio: 'inherit', env: emulatorEnv() }).status ?? 1;
  return { status, phase: { name: 'durability suite', seconds: (performance.now() - begun) / 1000, ok: status === 0 } };
}
