// npm run dev: the emulator suite plus Vite's dev server with hot reload at http://127.0.0.1:5173.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib/emulators.mjs';
import { ensureRuntime, runtimeBanner } from './lib/runtime.mjs';
import { startSuite } from './start.mjs';

await ensureRuntime();
console.log(runtimeBanner());

await startSuite();
const vite = spawn(join(root, 'node_modules/.bin/vite'), ['--mode', 'emulator'], { cwd: join(root, 'web'), stdio: 'inherit' });
vite.on('exit', (code) => process.exit(code ?? 0));
