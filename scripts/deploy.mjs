// npm run deploy -- --project <id> [more firebase deploy options]: builds the functions and the SPA for
// production, runs deploy:check for that project (nothing is uploaded when it fails), then deploys
// with the current firebase-tools (deploy/). Sign in first with `npm run deploy:firebase -- login`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { emulatorEnv, root, run } from './lib/emulators.mjs';
import { deployFirebaseBin, ensureDeployTools } from './lib/deployTools.mjs';
import { ensureRuntime } from './lib/runtime.mjs';

await ensureRuntime();
const args = process.argv.slice(2);
const at = args.indexOf('--project');
const project = at >= 0 ? args[at + 1] : undefined;
if (!project || project.startsWith('-')) {
  console.error('Name the Firebase project to deploy to: npm run deploy -- --project <project-id>');
  process.exit(1);
}
ensureDeployTools();
run('npm', ['run', 'build', '-w', 'functions']);
run('npm', ['run', 'build', '-w', 'web']);
run(join(root, 'node_modules/.bin/tsx'), ['scripts/deploy-check.ts', '--project', project, '--no-build'], emulatorEnv());
const result = spawnSync(deployFirebaseBin, ['deploy', ...args], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
