// npm run deploy -- --project <id> [more firebase deploy options]: builds the functions and the SPA for
// production, runs deploy:check for that project (nothing is uploaded when it fails), then deploys
// with the current firebase-tools (deploy/), then applies the recovery plan with gcloud (point-in-time
// recovery, daily backups, the invoices' retention: scripts/apply-recovery.ts). Sign in first with
// `npm run deploy:firebase -- login` and `gcloud auth login`.
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
// The recovery plan needs gcloud: say so before anything is built or uploaded.
if (spawnSync('gcloud', ['--version'], { stdio: 'ignore' }).status !== 0) {
  console.error('The deploy applies the recovery plan with gcloud, which is not installed here: install the Google Cloud CLI (docs/operations.md, Backups and restore).');
  process.exit(1);
}
run('npm', ['run', 'build', '-w', 'functions']);
run('npm', ['run', 'build', '-w', 'web']);
run(join(root, 'node_modules/.bin/tsx'), ['scripts/deploy-check.ts', '--project', project, '--no-build'], emulatorEnv());
const result = spawnSync(deployFirebaseBin, ['deploy', ...args], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
run(join(root, 'node_modules/.bin/tsx'), ['scripts/apply-recovery.ts', '--project', project]);
