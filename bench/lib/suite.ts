// The benchmark's own emulator suite: started on an empty database and a fresh file store (no import,
// no export), only once no other suite runs on the machine, and stopped cleanly with SIGINT.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emulatorEnv, emulators, firebaseBin, projectId, root, waitForSuite } from '../../scripts/lib/emulators.mjs';

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export interface Suite {
  /** Environment for the suite's clients (seeding, Admin SDK): the emulator hosts and this run's file store. */
  env: NodeJS.ProcessEnv;
  /** Where the suite's output goes (bench/results/emulators.log). */
  logPath: string;
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
function launch(env: NodeJS.ProcessEnv, logPath: string): { child: ChildProcess; outcome: Promise<StartOutcome> } {
  const log = createWriteStream(logPath, { flags: 'a' });
  const child = spawn(firebaseBin, ['emulators:start', '--only', emulators, '--project', projectId], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
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

export async function startSuite(): Promise<Suite> {
  const workDir = mkdtempSync(join(tmpdir(), 'confsys-bench-'));
  const fileStoreDir = join(workDir, 'files');
  mkdirSync(fileStoreDir);
  // Kept after the run (bench/results/ is ignored by git): the functions' logs explain any API error.
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const logPath = join(root, 'bench/results/emulators.log');
  writeFileSync(logPath, '');
  const env: NodeJS.ProcessEnv = { ...emulatorEnv(), FILE_STORE_DIR: fileStoreDir };

  for (let attempt = 1; ; attempt++) {
    await waitForFreeMachine();
    const { child, outcome } = launch(env, logPath);
    const started = await outcome;
    if (started.ready) {
      await waitForSuite();
      let exited = child.exitCode !== null;
      child.on('exit', () => (exited = true));
      return {
        env,
        logPath,
        async stop() {
          if (!exited) {
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
          rmSync(workDir, { recursive: true, force: true });
        },
      };
    }
    if (started.portTaken && attempt < 20) {
      console.log(`The emulator ports are taken (attempt ${attempt}); waiting and retrying...`);
      await sleep(10_000);
      continue;
    }
    throw new Error(`The emulator suite did not start (exit code ${started.code}); see ${logPath}`);
  }
}
