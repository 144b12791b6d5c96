// The recovery plan (functions/src/lib/recovery.ts) as gcloud commands for one project, and deploy:check's
// check of the plan itself. `npm run deploy` runs the commands after `firebase deploy` (scripts/apply-recovery.ts).
import type { RecoveryPlan } from '../../functions/src/lib/recovery';

/** What Firestore allows: a backup is kept at most 14 weeks; at most one daily and one weekly schedule per database. */
export const maxBackupRetentionDays = 14 * 7;
/** Cloud Storage counts a retention month as 31 days. */
const secondsPerRetentionMonth = 31 * 24 * 60 * 60;

/** Backup schedules that exist already (`gcloud firestore backups schedules list --format=json`). */
export interface ExistingSchedule {
  name: string;
  dailyRecurrence?: object;
  weeklyRecurrence?: object;
}

export interface CurrentState {
  schedules: ExistingSchedule[];
  /** The names of the plan's buckets that exist already. */
  buckets: string[];
}

/** The gcloud commands that bring the project to the plan; each is idempotent given the current state. */
export function recoveryCommands(plan: RecoveryPlan, project: string, current: CurrentState): string[][] {
  const database = `--database=${plan.firestore.database}`;
  const commands: string[][] = [];
  if (plan.firestore.pointInTimeRecovery) commands.push(['gcloud', 'firestore', 'databases', 'update', database, '--enable-pitr', `--project=${project}`]);
  for (const schedule of plan.firestore.backupSchedules) {
    const retention = `--retention=${schedule.retentionDays}d`;
    const existing = current.schedules.find((found) => (schedule.recurrence === 'daily' ? found.dailyRecurrence : found.weeklyRecurrence));
    if (existing) {
      const id = existing.name.split('/').pop()!;
      commands.push(['gcloud', 'firestore', 'backups', 'schedules', 'update', database, `--backup-schedule=${id}`, retention, `--project=${project}`]);
    } else {
      const weekly = schedule.recurrence === 'weekly' ? ['--day-of-week=SUN'] : [];
      commands.push(['gcloud', 'firestore', 'backups', 'schedules', 'create', database, `--recurrence=${schedule.recurrence}`, ...weekly, retention, `--project=${project}`]);
    }
  }
  for (const bucket of plan.buckets) {
    const name = bucket.name(project);
    const retention = `--retention-period=${bucket.retentionMonths * secondsPerRetentionMonth}s`;
    commands.push(
      current.buckets.includes(name)
        ? ['gcloud', 'storage', 'buckets', 'update', `gs://${name}`, retention, `--project=${project}`]
        : ['gcloud', 'storage', 'buckets', 'create', `gs://${name}`, `--location=${bucket.location}`, '--uniform-bucket-level-access', retention, `--project=${project}`],
    );
  }
  return commands;
}

/** The read-only commands whose answers make the current state: the backup schedules, and each bucket. */
export function stateCommands(plan: RecoveryPlan, project: string): { schedules: string[]; buckets: Array<{ name: string; command: string[] }> } {
  return {
    schedules: ['gcloud', 'firestore', 'backups', 'schedules', 'list', `--database=${plan.firestore.database}`, '--format=json', `--project=${project}`],
    buckets: plan.buckets.map((bucket) => ({ name: bucket.name(project), command: ['gcloud', 'storage', 'buckets', 'describe', `gs://${bucket.name(project)}`, '--format=json', `--project=${project}`] })),
  };
}

/** deploy:check's part: the plan declares point-in-time recovery, a daily backup kept within Firestore's limit, and the invoices' retention. */
export function checkRecovery(plan: RecoveryPlan, required: { retainedPrefix: string; retentionMonths: number } = { retainedPrefix: 'invoices/', retentionMonths: 72 }): string[] {
  const problems: string[] = [];
  const where = 'functions/src/lib/recovery.ts';
  if (!plan.firestore.pointInTimeRecovery) {
    problems.push(`${where} does not enable point-in-time recovery of the Firestore database: set firestore.pointInTimeRecovery to true, or a mistake cannot be undone to the minute.`);
  }
  const daily = plan.firestore.backupSchedules.filter((schedule) => schedule.recurrence === 'daily');
  if (daily.length === 0) problems.push(`${where} declares no daily backup schedule of the Firestore database: add { recurrence: 'daily', retentionDays: ... } to firestore.backupSchedules.`);
  if (daily.length > 1) problems.push(`${where} declares ${daily.length} daily backup schedules: Firestore allows one per database.`);
  for (const schedule of plan.firestore.backupSchedules) {
    if (!(schedule.retentionDays >= 1 && schedule.retentionDays <= maxBackupRetentionDays)) {
      problems.push(`${where} keeps ${schedule.recurrence} backups ${schedule.retentionDays} days: Firestore keeps a backup 1 to ${maxBackupRetentionDays} days (14 weeks).`);
    }
  }
  const retained = plan.buckets.find((bucket) => bucket.prefix === required.retainedPrefix);
  if (!retained) {
    problems.push(`${where} puts ${required.retainedPrefix} in no bucket with a retention policy: tax invoices must be kept ${required.retentionMonths} months (GST law).`);
  } else if (retained.retentionMonths < required.retentionMonths) {
    problems.push(`${where} keeps ${retained.holds} ${retained.retentionMonths} months: GST law asks for ${required.retentionMonths}.`);
  }
  return problems;
}
