// Shared wiring for every command that runs the Firebase emulator suite: the offline Firestore
// launcher, the emulator list, and the environment the suite and its clients need.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const projectId = 'demo-confsys';
export const dataDir = join(root, '.emulator-data');
export const emulators = 'auth,firestore,functions,hosting';
/** The Firebase CLI's entry point (what node_modules/.bin/firebase runs). */
const firebaseCli = join(root, 'node_modules/firebase-tools/lib/bin/firebase.js');
/** Loaded into the CLI first: the Auth emulator compiles its request validators on first use (the file says why). */
const cliPreload = join(root, 'scripts/lib/lazyAuthValidators.cjs');

/** The command and arguments that run the Firebase CLI with `args`, as the firebase command does, with the preload. */
export function firebaseCommand(args) {
  return ['node', ['--require', cliPreload, firebaseCli, ...args]];
}
/** The emulator hub (firebase.json `emulators.hub`): which emulators run, and data export. */
export const hubUrl = 'http://127.0.0.1:4400';

/** Asks the running suite's hub to write its data (Auth and Firestore) to `directory`; resolves once written. */
export async function exportEmulatorData(directory, initiatedBy) {
  const answer = await fetch(`${hubUrl}/_admin/export`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path: directory, initiatedBy }) });
  if (!answer.ok) throw new Error(`Exporting the emulator data failed: ${answer.status} ${await answer.text()}`);
}

const imageJar = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const mainClass = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/**
 * The machine image ships the Firestore emulator without a Main-Class, and firebase-tools starts it
 * with `java -jar`. A launcher jar whose manifest names the class and points its class path at the
 * image's jar lets firebase-tools start it without downloading anything. Where the image jar is
 * absent, firebase-tools downloads its own as usual.
 */
export function firestoreLauncherEnv() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH || !existsSync(imageJar)) return {};
  const cacheDir = join(root, '.cache');
  const launcher = join(cacheDir, 'firestore-launcher.jar');
  if (!existsSync(launcher)) {
    mkdirSync(cacheDir, { recursive: true });
    const manifest = join(cacheDir, 'firestore-launcher.mf');
    writeFileSync(manifest, `Main-Class: ${mainClass}\nClass-Path: file:${imageJar}\n`);
    execFileSync('jar', ['cfm', launcher, manifest], { cwd: cacheDir, stdio: 'inherit' });
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: launcher };
}

/** The Auth and Firestore emulators, which the SPA built in emulator mode talks to (web/src/lib/firebase.ts). */
const emulatorOrigins = ['http://127.0.0.1:9099', 'http://127.0.0.1:8080'];

/**
 * firebase.json as the emulator suite serves it, written to `fileName` in the root (generated, not
 * committed): the Content-Security-Policy also lets the page reach the Auth and Firestore emulators,
 * which production's policy does not name, and Hosting may listen on another port. Returns its path.
 */
export function emulatorConfig({ hostingPort, fileName = '.firebase-emulators.json' } = {}) {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  if (hostingPort) config.emulators.hosting.port = hostingPort;
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') header.value = header.value.replace('connect-src ', `connect-src ${emulatorOrigins.join(' ')} `);
    }
  }
  const path = join(root, fileName);
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  return path;
}

/**
 * The Firestore emulator's JVM flags (firebase-tools starts it with `java -jar` and reads no flags of its
 * own; a JVM takes JAVA_TOOL_OPTIONS): the client compiler only, and the serial collector. The optimising
 * compiler spent about 35 s of CPU warming up on every start and then ran the rules suite on no less CPU
 * than the client compiler's code (docs/testing.md); a run of npm test starts the emulator several times.
 * Flags the caller set come after, so they win.
 */
export const firestoreJvmFlags = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

/** Environment for the emulator suite and for scripts that talk to it through the Admin SDK. */
export function emulatorEnv() {
  return {
    ...process.env,
    ...firestoreLauncherEnv(),
    JAVA_TOOL_OPTIONS: [firestoreJvmFlags, process.env.JAVA_TOOL_OPTIONS].filter(Boolean).join(' '),
    GCLOUD_PROJECT: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    // Uploaded and generated files of the emulator suite (a run of npm test uses a fresh directory).
    FILE_STORE_DIR: process.env.FILE_STORE_DIR ?? join(root, '.emulator-files'),
    // firebase-tools checks for a newer version and a message of the day; both need the internet.
    NO_UPDATE_NOTIFIER: '1',
    // The functions emulator starts a Node process for every request that finds no idle one, and gives
    // each 30 s to load before it answers "Failed to load function". A burst of 50 requests on two
    // cores starts 50 at once and some need longer: let them finish loading instead (seconds).
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
  };
}

export function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

/** Builds the functions bundle and the SPA in emulator mode. */
export function buildAll() {
  run('npm', ['run', 'build', '-w', 'functions']);
  run('npm', ['run', 'build', '-w', 'web', '--', '--mode', 'emulator']);
}

/** Resolves once every emulator in the suite answers (the API through Hosting at `siteUrl`), or rejects after the timeout. */
export async function waitForSuite(siteUrl = 'http://127.0.0.1:5000', timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  const wanted = emulators.split(',');
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${hubUrl}/emulators`);
      if (response.ok) {
        const running = Object.keys(await response.json());
        if (wanted.every((name) => running.includes(name))) {
          const health = await fetch(`${siteUrl}/api/healthcheck`);
          if (health.ok) return;
        }
      }
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('The emulator suite did not start in time.');
}
