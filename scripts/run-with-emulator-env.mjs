// Runs a TypeScript maintenance script against the running emulator suite (npm run recount, npm run seed).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { emulatorEnv, root } from './lib/emulators.mjs';
import { ensureRuntime } from './lib/runtime.mjs';

await ensureRuntime();

const [script, ...args] = process.argv.slice(2);
const result = spawnSync(join(root, 'node_modules/.bin/tsx'), [script, ...args], { cwd: root, env: emulatorEnv(), stdio: 'inherit' });
process.exit(result.status ?? 1);
