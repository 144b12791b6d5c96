// npm run bench: the benchmark (bench/run.ts) on the Node.js runtime production uses.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib/emulators.mjs';
import { ensureRuntime, runtimeBanner } from './lib/runtime.mjs';

await ensureRuntime();
console.log(runtimeBanner());
const result = spawnSync(join(root, 'node_modules/.bin/tsx'), ['bench/run.ts', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
