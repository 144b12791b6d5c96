// The API as Cloud Run serves it in production: the built `api` function loaded by
// @google-cloud/functions-framework in one warm Node process, which takes concurrent requests as a Cloud
// Run instance does, against the emulators' Auth, Firestore and the run's file store. The functions
// emulator instead starts a Node process for every concurrent request and passes each through Hosting and
// its own proxy; triggers and schedules stay there. Used by `npm test` (the front door sends /api to it,
// and the platform suite calls it directly) and by the benchmark.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from './emulators.mjs';

/** The port of npm test's API server, which the front door sends /api to. */
export const apiServerPort = 5003;

/** `NAME=value` lines of a dotenv file, as the functions emulator reads functions/.env.local and .secret.local. */
function dotenv(path) {
  const values = {};
  if (!existsSync(path)) return values;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) values[match[1]] = match[2];
  }
  return values;
}

/** The sources Hosting rewrites to the api function, read from firebase.json `hosting.rewrites`: a prefix for `/x/**`, else the exact path. */
let apiSources;
function rewrittenToApi() {
  apiSources ??= JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'))
    .hosting.rewrites.filter((rule) => rule.function?.functionId === 'api')
    .map(({ source }) => (source.endsWith('/**') ? { prefix: source.slice(0, -2) } : { exact: source }));
  return apiSources;
}

/** Whether Hosting sends a request target (path and query) to the api function. */
export function servedByApi(target) {
  const path = target.split('?')[0];
  return rewrittenToApi().some((source) => (source.prefix ? path.startsWith(source.prefix) : path === source.exact));
}

/**
 * API_SERVER_CPU_PROFILE=<dir>: the server writes a V8 CPU profile (node --cpu-prof) there when it stops,
 * to see where its time goes (`node scripts/cpu-profile.mjs <file>` sums it by function).
 */
function cpuProfile(env) {
  const directory = env.API_SERVER_CPU_PROFILE;
  return directory ? `--cpu-prof --cpu-prof-dir=${directory}` : '';
}

/** What the server's Node loads before the framework: requests outside Node domains (apiServerPreload.cjs). */
const preload = join(root, 'scripts/lib/apiServerPreload.cjs');

export async function startApiServer({ port, env, logPath }) {
  mkdirSync(dirname(logPath), { recursive: true });
  const log = createWriteStream(logPath, { flags: 'a' });
  const child = spawn(
    join(root, 'node_modules/.bin/functions-framework'),
    ['--target=api', `--source=${join(root, 'functions')}`, `--port=${port}`, '--signature-type=http'],
    {
      cwd: root,
      // What the functions emulator hands the function: its parameters and secrets, and the flag that it is emulated.
      env: { ...env, ...dotenv(join(root, 'functions/.env.local')), ...dotenv(join(root, 'functions/.secret.local')), FUNCTIONS_EMULATOR: 'true', K_SERVICE: 'api', FUNCTION_TARGET: 'api', NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --require "${preload}" ${cpuProfile(env)}`.trim() },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`functions-framework stopped (exit ${child.exitCode}); see ${logPath}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`functions-framework did not answer on ${url} within a minute; see ${logPath}`);
    }
    try {
      if ((await fetch(`${url}/api/healthcheck`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      log.end();
    },
  };
}
