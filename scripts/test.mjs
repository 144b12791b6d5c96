// npm test: installs what is missing, builds, and runs every test suite (unit, rules, API, browser)
// inside `firebase emulators:exec` on a fresh, empty emulator suite. Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll, emulatorEnv, emulators, ensureInstalled, firebaseBin, projectId, root, run } from './lib/emulators.mjs';

ensureInstalled();
run('npm', ['run', 'typecheck']);
buildAll();
const vitestArgs = process.argv.slice(2).join(' ');
// A fresh file store for every run, as the emulators start empty.
const fileStoreDir = mkdtempSync(join(tmpdir(), 'confsys-test-files-'));
const result = spawnSync(
  firebaseBin,
  ['emulators:exec', '--only', emulators, '--project', projectId, `npx tsx scripts/seed-demo.ts && npx vitest run ${vitestArgs}`],
  { cwd: root, env: { ...emulatorEnv(), FILE_STORE_DIR: fileStoreDir }, stdio: 'inherit' },
);
rmSync(fileStoreDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
