// The benchmark's own emulator suite: started on an empty database and a fresh file store, only once no
// other suite runs on the machine, and stopped cleanly with SIGINT. It can be restarted with its data
// (exported through the hub, imported on start), so each data set size is measured on a fresh suite.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recountAndStore } from '../../functions/src/lib/dashboard/stats';
import { emulatorConfig, emulatorEnv, emulators, exportEmulatorData, firebaseCommand, projectId, root, waitForSuite } from '../../scripts/lib/emulators.mjs';
import { startMailServer, stopMailServer, writeLocalSecrets } from '../../scripts/lib/mailServer.mjs';

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export interface Suite {
  /** Environment for the suite's clients (seeding, Admin SDK): the emulator hosts and this run's file store. */
  env: NodeJS.ProcessEnv;
  /** Where the suite's output goes (bench/results/emulators.log). */
  logPath: string;
  /**
   * Exports the data, stops the suite and starts it again on that data (same file store), so what the
   * emulators accumulated over earlier measurements does not weigh on the next ones.
   */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Only one emulator suite fits on the machine (fixed ports), and other engineers run test suites:
 * wait until `pgrep -f "firebase emulators"` finds nothing.
 */
export async function waitForFreeMachine(): Promise<void> {
  let announced = false;
  for (;;) {
    const found = spawnSync('pgrep', ['-f', 'firebase emulators'], { encoding: 'utf8' });
    if (found.status !== 0) return;
    if (!announced) {
      console.log(`Another emulator suite is running (pid ${found.stdout.trim().split('\n').join(', ')}); waiting for it to finish...`);
      announced = true;
    }
    await sleep(5_000);
  }
}

type StartOutcome = { ready: true } | { ready: false; portTaken: boolean; code: number | null };

/** Starts firebase-tools and resolves once it says the suite is ready, or with why it exited. */
function launch(env: NodeJS.ProcessEnv, logPath: string, importDir: string | null): { child: ChildProcess; outcome: Promise<StartOutcome> } {
  const log = createWriteStream(logPath, { flags: 'a' });
  const args = ['emulators:start', '--only', emulators, '--project', projectId, '--config', emulatorConfig({ fileName: '.firebase-bench.json' })];
  if (importDir) args.push('--import', importDir);
  const child = spawn(...firebaseCommand(args), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const outcome = new Promise<StartOutcome>((resolve) => {
    const watch = (chunk: Buffer) => {
      log.write(chunk);
      output += chunk.toString('utf8');
      if (output.includes('All emulators ready')) resolve({ ready: true });
    };
    child.stdout!.on('data', watch);
    child.stderr!.on('data', watch);
    child.on('exit', (code) => {
      log.end();
      resolve({ ready: false, code, portTaken: /port taken|not open|already in use|EADDRINUSE/i.test(output) });
    });
  });
  return { child, outcome };
}

/** Asks the running suite to write its data (Auth and Firestore) to `dir`, and waits until it has. */
async function exportData(dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  await exportEmulatorData(dir, 'benchmark');
}

/** Sends SIGINT and waits for the suite to exit (SIGTERM after 60 s). */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGINT');
  // firebase-tools shuts every emulator down on SIGINT; without an export that takes seconds.
  const inTime = await Promise.race([gone.then(() => true), sleep(60_000).then(() => false)]);
  if (!inTime) {
    console.warn('The emulator suite did not stop within 60 s of SIGINT; sending SIGTERM.');
    child.kill('SIGTERM');
    await gone;
  }
}

/** Starts firebase-tools once the machine is free, retrying while the ports are still taken. */
async function startChild(env: NodeJS.ProcessEnv, logPath: string, importDir: string | null): Promise<ChildProcess> {
  for (let attempt = 1; ; attempt++) {
    await waitForFreeMachine();
    const { child, outcome } = launch(env, logPath, importDir);
    const started = await outcome;
    if (started.ready) {
      await waitForSuite();
      return child;
    }
    if (started.portTaken && attempt < 20) {
      console.log(`The emulator ports are taken (attempt ${attempt}); waiting and retrying...`);
      await sleep(10_000);
      continue;
    }
    throw new Error(`The emulator suite did not start (exit code ${started.code}); see ${logPath}`);
  }
}

export async function startSuite(): Promise<Suite> {
  const workDir = mkdtempSync(join(tmpdir(), 'confsys-bench-'));
  const fileStoreDir = join(workDir, 'files');
  const dataDir = join(workDir, 'data');
  mkdirSync(fileStoreDir);
  // Kept after the run (bench/results/ is ignored by git): the functions' logs explain any API error.
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const logPath = join(root, 'bench/results/emulators.log');
  writeFileSync(logPath, '');
  // Every process of the suite (the functions emulator's workers, functions-framework) logs the
  // documents it reads here (functions/src/lib/readLog.ts); bench/measure/firstRequests.ts counts them.
  // This process reads the log only, so its own reads (seeding, recounts) are not in it.
  const readLog = join(root, 'bench/results/reads.log');
  writeFileSync(readLog, '');
  process.env.READ_LOG_FILE = readLog;
  const env: NodeJS.ProcessEnv = { ...emulatorEnv(), FILE_STORE_DIR: fileStoreDir, READ_LOG_FILE: readLog };
  // The messages the measured calls queue go to a MailDev of the run's own, as under npm start.
  const mailDir = join(workDir, 'mail');
  writeLocalSecrets();
  await startMailServer({ directory: mailDir, detached: true });

  let child = await startChild(env, logPath, null);
  return {
    env,
    logPath,
    async restart() {
      await exportData(dataDir);
      await stopChild(child);
      child = await startChild(env, logPath, dataDir);
      // Counter updates still queued when the suite stopped are lost with it: count again.
      await recountAndStore();
    },
    async stop() {
      await stopChild(child);
      await stopMailServer(mailDir);
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
