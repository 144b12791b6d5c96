// npm start: installs what is missing, builds, and runs the emulator suite with the built SPA at
// http://127.0.0.1:5000. Data is imported on start and exported on exit (Ctrl+C), so nothing is lost
// between runs; demo accounts are seeded when missing.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll, dataDir, emulatorEnv, emulators, ensureInstalled, firebaseBin, projectId, root, waitForSuite } from './lib/emulators.mjs';

export async function startSuite({ build = true } = {}) {
  ensureInstalled();
  if (build) buildAll();
  const env = emulatorEnv();
  const args = ['emulators:start', '--only', emulators, '--project', projectId, '--export-on-exit', dataDir];
  if (existsSync(join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);
  const suite = spawn(firebaseBin, args, { cwd: root, env, stdio: 'inherit' });
  // Ctrl+C reaches the whole process group: let firebase-tools export the data and exit on its own.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => suite.kill('SIGINT'));
  suite.on('exit', (code) => process.exit(code ?? 0));

  await waitForSuite();
  const seed = spawn(join(root, 'node_modules/.bin/tsx'), ['scripts/seed-demo.ts'], { cwd: root, env, stdio: 'inherit' });
  await new Promise((done) => seed.on('exit', done));
  console.log('The conference site is running at http://127.0.0.1:5000 (Ctrl+C stops it and saves the data).');
  return suite;
}

if (process.argv[1]?.endsWith('start.mjs')) {
  startSuite().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
