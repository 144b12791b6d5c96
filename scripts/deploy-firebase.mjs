// npm run deploy:firebase -- <firebase command>: the deploying firebase-tools (deploy/) for the commands
// a deploy needs around it: login, use --add, functions:secrets:set, firestore:indexes.
import { spawnSync } from 'node:child_process';
import { root } from './lib/emulators.mjs';
import { deployFirebaseBin, ensureDeployTools } from './lib/deployTools.mjs';
import { ensureRuntime } from './lib/runtime.mjs';

await ensureRuntime();
ensureDeployTools();
const result = spawnSync(deployFirebaseBin, process.argv.slice(2), { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
