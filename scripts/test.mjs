// npm test: installs what is missing, builds, and runs every test suite (unit, rules, API, browser)
// inside `firebase emulators:exec` on a fresh, empty emulator suite. Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { buildAll, emulatorEnv, emulators, ensureInstalled, firebaseBin, projectId, root } from './lib/emulators.mjs';

ensureInstalled();
buildAll();
const vitestArgs = process.argv.slice(2).join(' ');
const result = spawnSync(
  firebaseBin,
  ['emulators:exec', '--only', emulators, '--project', projectId, `npx tsx scripts/seed-demo.ts && npx vitest run ${vitestArgs}`],
  { cwd: root, env: { ...emulatorEnv(), CONFSYS_TEST: '1' }, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
