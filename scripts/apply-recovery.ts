// npm run deploy runs this after `firebase deploy`: brings the project to the recovery plan
// (functions/src/lib/recovery.ts) with gcloud: point-in-time recovery, the daily backup schedule, the
// invoices bucket and its retention. `--dry-run` prints the commands without running them.
//   npx tsx scripts/apply-recovery.ts --project <project-id> [--dry-run]
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { recoveryPlan } from '../functions/src/lib/recovery';
import { recoveryCommands, stateCommands, type ExistingSchedule } from './lib/recovery';

const { values } = parseArgs({ options: { project: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
const project = values.project;
if (!project) {
  console.error('Name the project: npx tsx scripts/apply-recovery.ts --project <project-id>');
  process.exit(1);
}

const gcloud = ([command, ...args]: string[]) => spawnSync(command!, args, { encoding: 'utf8' });
const state = stateCommands(recoveryPlan, project);
const listed = gcloud(state.schedules);
if (listed.error || listed.status !== 0) {
  console.error(`gcloud could not list the backup schedules of ${project}: ${listed.error?.message ?? listed.stderr}`);
  process.exit(1);
}
const schedules = JSON.parse(listed.stdout || '[]') as ExistingSchedule[];
const buckets = state.buckets.filter((bucket) => gcloud(bucket.command).status === 0).map((bucket) => bucket.name);

for (const command of recoveryCommands(recoveryPlan, project, { schedules, buckets })) {
  console.log(`$ ${command.join(' ')}`);
  if (values['dry-run']) continue;
  const result = spawnSync(command[0]!, command.slice(1), { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`The recovery plan was not applied to ${project}: the command above failed (docs/operations.md, Backups and restore).`);
    process.exit(1);
  }
}
