// npm start: installs what is missing, builds, and runs the emulator suite with the built SPA at
// http://127.0.0.1:5000. Data is imported on start and exported when the suite stops (Ctrl+C), so nothing
// is lost between runs; demo accounts are seeded when missing.
// The site is served through a front door (scripts/lib/frontDoor.mjs) in front of the Hosting emulator
// and of the API server (one functions-framework process, as Cloud Run serves the api function):
// on Ctrl+C it stops taking requests and waits for those in progress before the data is exported, so
// every answer a user received is in the export. Counters are recounted on start, because counter
// triggers still pending when the suite stopped do not run again.
//   npm start -- --no-build      skip the build (the built SPA and functions are used as they are)
//   EMULATOR_DATA_DIR=<dir>      keep the data somewhere else than .emulator-data/ (the inbox then in <dir>-mail)
// MailDev runs beside the suite (scripts/lib/mailServer.mjs): the inbox at http://127.0.0.1:1080 keeps its
// messages in .maildev/ across restarts.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildAll, dataDir, emulatorConfig, emulatorEnv, emulators, exportEmulatorData, firebaseCommand, hubUrl, projectId, root, waitForSuite } from './lib/emulators.mjs';
import { apiServerPort, startApiServer } from './lib/apiServer.mjs';
import { openFrontDoor } from './lib/frontDoor.mjs';
import { inboxUrl, mailDirectory, startMailServer, stopMailServer, writeLocalSecrets } from './lib/mailServer.mjs';
import { alive } from './lib/processes.mjs';
import { ensureInstalled, ensureRuntime, runtimeBanner } from './lib/runtime.mjs';

const publicPort = 5000;
const hostingPort = 5002;

function runScript(script, env, stdout = 'inherit') {
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [script], { cwd: root, env, stdio: ['ignore', stdout, 'inherit'] });
  return new Promise((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} failed (${code})`)))));
}

/** Exports the emulators' data to `directory` through the hub, as --export-on-exit does; true once it is written. */
async function exportData(directory) {
  try {
    await exportEmulatorData(directory, 'exit');
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the suite once its data is exported. The CLI's clean exit would export again, then wait up to a
 * minute for the trigger events the Functions emulator still has queued under load: their writes come
 * after the export, which does not keep them, so that wait saves nothing (the counters are recounted
 * and the outbox's waiting messages sent again on the next start). The CLI's process group (with the
 * functions' workers) and the emulators it started in groups of their own (Firestore's JVM) end now,
 * and the hub's locator file goes with them, as on a clean exit.
 */
async function stopNow(suite) {
  const mapping = await fetch(`${hubUrl}/emulators`).then((answer) => answer.json()).catch(() => ({}));
  const own = Object.values(mapping).map((info) => info?.pid).filter((pid) => Number.isInteger(pid) && pid !== suite.pid);
  try {
    process.kill(-suite.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  for (const pid of own) if (alive(pid)) process.kill(pid, 'SIGTERM');
  // Their ports are free for the next start once they have exited.
  const deadline = Date.now() + 10_000;
  while (own.some(alive) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
  for (const pid of own.filter(alive)) process.kill(pid, 'SIGKILL');
  rmSync(join(tmpdir(), `hub-${projectId}.json`), { force: true });
}

export async function startSuite({ build = !process.argv.includes('--no-build') } = {}) {
  ensureInstalled();
  if (build) buildAll();
  const env = emulatorEnv();
  const data = process.env.EMULATOR_DATA_DIR ?? dataDir;
  const imported = existsSync(join(data, 'firebase-export-metadata.json'));
  // The inbox first: the functions send to it from their first message on.
  writeLocalSecrets();
  const mailDir = mailDirectory();
  const inbox = await startMailServer({ directory: mailDir, detached: true });
  const args = ['emulators:start', '--only', emulators, '--project', projectId, '--config', emulatorConfig({ hostingPort, fileName: '.firebase-start.json' }), '--export-on-exit', data];
  if (imported) args.push('--import', data);
  // Its own process group: Ctrl+C reaches this script, which decides when the suite stops.
  const suite = spawn(...firebaseCommand(args), { cwd: root, env, stdio: 'inherit', detached: true });
  const exited = new Promise((resolve) => suite.on('exit', (code) => resolve(code ?? 0)));
  process.on('exit', () => {
    // Still running (neither exited nor ended by a signal, as stopNow ends it): its clean exit saves the data.
    if (suite.exitCode === null && suite.signalCode === null) process.kill(-suite.pid, 'SIGINT');
    if (inbox.exitCode === null) inbox.kill('SIGTERM');
  });
  const stopInbox = () => stopMailServer(mailDir).catch(() => undefined);

  let frontDoor = null;
  let api = null;
  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      console.log('\nStopping: answering the requests in progress, then saving the data...');
      await frontDoor?.drain();
      await api?.stop();
      if (suite.exitCode === null) {
        // Saved through the hub, the suite stops at once; if the export fails, the Firebase CLI's own clean
        // exit exports (--export-on-exit) and stops each emulator in turn.
        if (await exportData(resolve(data))) await stopNow(suite);
        else process.kill(-suite.pid, 'SIGINT');
      }
      const code = await exited;
      await stopInbox();
      process.exit(code);
    })();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  exited.then(async (code) => {
    if (stopping) return;
    await api?.stop();
    await stopInbox();
    process.exit(code || 1);
  });

  await waitForSuite(`http://127.0.0.1:${hostingPort}`);
  if (imported) await runScript('scripts/recount-stats.ts', env, 'ignore');
  await runScript('scripts/seed-demo.ts', env);
  // Cloud Scheduler's part: the scheduled functions' bodies on a timer, for as long as the suite runs.
  const scheduler = spawn(join(root, 'node_modules/.bin/tsx'), ['scripts/scheduler.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  process.on('exit', () => scheduler.exitCode === null && scheduler.kill('SIGTERM'));
  // The API as Cloud Run serves it, in one warm process (scripts/lib/apiServer.mjs), as npm test serves it:
  // the functions emulator then runs the triggers only. Through it, every request also passed the CLI's
  // proxy and a worker process of its own (25 workers, 5 GB at 20 people at a time), and the triggers,
  // which the emulator runs one at a time, waited behind them: 2 a second under load.
  api = await startApiServer({ port: apiServerPort, env, logPath: join(root, '.cache', 'api-server.log') });
  frontDoor = await openFrontDoor({ port: publicPort, target: hostingPort, api: apiServerPort });
  console.log(`The conference site is running at http://127.0.0.1:${publicPort} (Ctrl+C stops it and saves the data).`);
  console.log(`Every message the site sends arrives in the MailDev inbox at ${inboxUrl} (SMTP 127.0.0.1:1025).`);
  return suite;
}

if (process.argv[1]?.endsWith('start.mjs')) {
  await ensureRuntime();
  console.log(runtimeBanner());
  startSuite().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
