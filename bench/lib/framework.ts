// The API as Cloud Run serves it in production: the built `api` function loaded by
// @google-cloud/functions-framework in one Node process, which takes concurrent requests as a
// Cloud Run instance with concurrency 80 does, against the same Auth and Firestore emulators and file
// store as the emulator suite. (The functions emulator instead starts a Node process per concurrent
// request, so its latency under load says little about the product.)
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/lib/emulators.mjs';

export const frameworkPort = 8091;
export const frameworkUrl = `http://127.0.0.1:${frameworkPort}`;

/** functions/.env.local: the values the functions emulator gives the functions (parameters, NODE_ENV). */
function localEnv(): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of readFileSync(join(root, 'functions/.env.local'), 'utf8').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) values[match[1]!] = match[2]!;
  }
  return values;
}

export interface Framework {
  url: string;
  stop(): Promise<void>;
}

export async function startFramework(env: NodeJS.ProcessEnv, logPath: string): Promise<Framework> {
  const log = createWriteStream(logPath, { flags: 'a' });
  const child: ChildProcess = spawn(
    join(root, 'node_modules/.bin/functions-framework'),
    ['--target=api', `--source=${join(root, 'functions')}`, `--port=${frameworkPort}`, '--signature-type=http'],
    { cwd: root, env: { ...env, ...localEnv(), K_SERVICE: 'api', FUNCTION_TARGET: 'api' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`functions-framework stopped (exit ${child.exitCode}); see ${logPath}`);
    try {
      if ((await fetch(`${frameworkUrl}/api/healthcheck`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    url: frameworkUrl,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      log.end();
    },
  };
}
