// The firebase-tools release that deploys, pinned by deploy/package-lock.json. The root package keeps
// firebase-tools 14.18 for the emulators (later releases need Java 21 to run them); deploying needs no
// Java, so deploys use the current release.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './emulators.mjs';

export const deployToolsDir = join(root, 'deploy');
export const deployFirebaseBin = join(deployToolsDir, 'node_modules/.bin/firebase');

/** Whether the deploying firebase-tools is installed in deploy/. */
export const deployToolsInstalled = () => existsSync(join(deployToolsDir, 'node_modules/firebase-tools/package.json'));

/** Installs the deploying firebase-tools (npm ci in deploy/) when it is missing. */
export function ensureDeployTools() {
  if (deployToolsInstalled()) return;
  console.log('Installing the deploying firebase-tools (npm ci in deploy/)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: deployToolsDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
