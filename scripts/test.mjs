// npm test: runs on Node 22 (bringing it from the npm registry when the machine has another Node),
// installs what is missing, type-checks and lints (eslint.config.mjs: the import boundaries), builds, runs deploy:check, then every test suite: unit, rules, API and
// browser inside `firebase emulators:exec` on a fresh, empty emulator suite with a fresh MailDev inbox, the contract fuzz of the API document after them, then the durability
// suite, which runs `npm start` itself (stopping and restarting it). After the emulator suites the
// invariant checker reads the database they leave, and the backup drill restores it from a backup.
// Exits non-zero on any failure.
//   npm test -- <vitest filters>   runs only the matching files of the first four suites
//   npm test -- --durability       runs only the durability suite
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll, emulatorConfig, emulatorEnv, emulators, firebaseBin, projectId, root, run } from './lib/emulators.mjs';
import { ensureDeployTools } from './lib/deployTools.mjs';
import { ensureRuntime, runtimeBanner } from './lib/runtime.mjs';
import { startMailServer, stopMailServer, writeLocalSecrets } from './lib/mailServer.mjs';
import { openFrontDoor } from './lib/frontDoor.mjs';

await ensureRuntime();
console.log(runtimeBanner());

run('npm', ['run', 'typecheck']);
run('npm', ['run', 'lint']);
buildAll();
const args = process.argv.slice(2);
const durabilityOnly = args.includes('--durability');
const filters = args.filter((arg) => arg !== '--durability').join(' ');
// What a deploy would refuse fails the tests too (and the unit suite checks the checker itself).
ensureDeployTools();
if (!durabilityOnly && filters === '') run(join(root, 'node_modules/.bin/tsx'), ['scripts/deploy-check.ts', '--no-build'], emulatorEnv());
// The four suites that need the emulators, unless the arguments name projects themselves.
const suites = args.includes('--project') ? '' : ['unit', 'rules', 'api', 'e2e'].map((name) => `--project ${name}`).join(' ');
// The contract fuzz walks the API document after them (tests/contract), on what they left behind.
const contract = filters === '' ? 'npx vitest run --project contract' : 'true';

/** Hosting's port behind the front door, as under `npm start`. */
const hostingPort = 5002;

/** The exit status of a child process, once it has exited (the front door serves meanwhile). */
const exited = (child) => new Promise((resolve) => child.once('close', (code) => resolve({ status: code })));

let status = 0;
if (!durabilityOnly) {
  // A fresh file store for every run, as the emulators start empty.
  const fileStoreDir = mkdtempSync(join(tmpdir(), 'confsys-test-files-'));
  // A fresh MailDev inbox too; MAIL_DIR lets the tests stop and restart it (tests/support/mail.ts).
  const mailDir = mkdtempSync(join(tmpdir(), 'confsys-test-mail-'));
  writeLocalSecrets();
  await startMailServer({ directory: mailDir, detached: true });
  // The suites reach the site as users of `npm start` do: through the front door on 5000, Hosting behind it.
  const frontDoor = await openFrontDoor({ port: 5000, target: hostingPort });
  const result = await exited(spawn(
    firebaseBin,
    // After the suites, the invariant checker reads everything they left behind (scripts/check-invariants.ts),
    // then the backup drill backs it up, wipes it, restores it and compares (scripts/backup-drill.ts).
    [
      'emulators:exec',
      '--only',
      emulators,
      '--project',
      projectId,
      '--config',
      emulatorConfig({ hostingPort }),
      `npx tsx scripts/seed-demo.ts && npx vitest run ${suites} ${filters} && ${contract} && npx tsx scripts/check-invariants.ts --settle 60 && npx tsx scripts/backup-drill.ts`,
    ],
    // API_CHECK_ANSWERS: the functions check every answer against its endpoint's schema (a 500 when not).
    { cwd: root, env: { ...emulatorEnv(), FILE_STORE_DIR: fileStoreDir, MAIL_DIR: mailDir, API_CHECK_ANSWERS: '1' }, stdio: 'inherit' },
  ));
  // The emulators have stopped: nothing is in progress. (drain() would wait on an unreferenced timer
  // for idle keep-alive sockets, and a process with nothing else to do exits before it fires.)
  await frontDoor.close();
  await stopMailServer(mailDir);
  rmSync(fileStoreDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
  status = result.status ?? 1;
}
// The durability suite starts `npm start` on its own directories once the ports are free again.
if (status === 0 && (durabilityOnly || filters === '')) {
  status = spawnSync('npx', ['vitest', 'run', '--project', 'durability'], { cwd: root, env: emulatorEnv(), stdio: 'inherit' }).status ?? 1;
}
process.exit(status);
