// npm start: installs what is missing, builds, and runs the emulator suite with the built SPA at
// http://127.0.0.1:5000. Data is imported on start and exported when the suite stops (Ctrl+C), so nothing
// is lost between runs; demo accounts are seeded when missing.
// The site is served through a front door (scripts/lib/frontDoor.mjs) in front of the Hosting emulator:
// on Ctrl+C it stops taking requests and waits for those in progress before the data is exported, so
// every answer a user received is in the export. Counters are recounted on start, because counter
// triggers still pending when the suite stopped do not run again.
//   npm start -- --no-build      skip the build (the built SPA and functions are used as they are)
//   EMULATOR_DATA_DIR=<dir>      keep the data somewhere else than .emulator-data/ (the inbox then in <dir>-mail)
// MailDev runs beside the suite (scripts/lib/mailServer.mjs): the inbox at http://127.0.0.1:1080 keeps its
// messages in .maildev/ across restarts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll, dataDir, emulatorConfig, emulatorEnv, emulators, firebaseCommand, projectId, root, waitForSuite } from './lib/emulators.mjs';
import { openFrontDoor } from './lib/frontDoor.mjs';
import { inboxUrl, mailDirectory, startMailServer, stopMailServer, writeLocalSecrets } from './lib/mailServer.mjs';
import { ensureInstalled, ensureRuntime, runtimeBanner } from './lib/runtime.mjs';

const publicPort = 5000;
const hostingPort = 5002;

function runScript(script, env, stdout = 'inherit') {
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [script], { cwd: root, env, stdio: ['ignore', stdout, 'inherit'] });
  return new Promise((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} failed (${code})`)))));
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
    if (suite.exitCode === null) process.kill(-suite.pid, 'SIGINT');
    if (inbox.exitCode === null) inbox.kill('SIGTERM');
  });
  const stopInbox = () => stopMailServer(mailDir).catch(() => undefined);

  let frontDoor = null;
  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      console.log('\nStopping: answering the requests in progress, then saving the data...');
      await frontDoor?.drain();
      if (suite.exitCode === null) process.kill(-suite.pid, 'SIGINT');
      const code = await exited;
      await stopInbox();
      process.exit(code);
    })();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  exited.then(async (code) => {
    if (stopping) return;
    await stopInbox();
    process.exit(code || 1);
  });

  await waitForSuite(`http://127.0.0.1:${hostingPort}`);
  if (imported) await runScript('scripts/recount-stats.ts', env, 'ignore');
  await runScript('scripts/seed-demo.ts', env);
  // Cloud Scheduler's part: the scheduled functions' bodies on a timer, for as long as the suite runs.
  const scheduler = spawn(join(root, 'node_modules/.bin/tsx'), ['scripts/scheduler.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  process.on('exit', () => scheduler.exitCode === null && scheduler.kill('SIGTERM'));
  frontDoor = await openFrontDoor({ port: publicPort, target: hostingPort });
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
