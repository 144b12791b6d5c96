// The recovery plan as the deploy applies it: the gcloud commands for a project, first deploy and later
// ones, and deploy:check's refusal of a plan that lacks point-in-time recovery, the daily backup or the
// invoices' retention.
import { describe, expect, it } from 'vitest';
import { bucketFor, recoveryPlan, type RecoveryPlan } from '../../functions/src/lib/recovery';
import { checkRecovery, recoveryCommands, stateCommands } from './recovery';

const project = 'iccs-2026';
const withFirestore = (changes: Partial<RecoveryPlan['firestore']>): RecoveryPlan => ({ ...recoveryPlan, firestore: { ...recoveryPlan.firestore, ...changes } });

describe('the commands a deploy runs', () => {
  it('on a new project: enables point-in-time recovery, creates the daily backup schedule and the invoices bucket with its retention', () => {
    expect(recoveryCommands(recoveryPlan, project, { schedules: [], buckets: [] }).map((command) => command.join(' '))).toEqual([
      'gcloud firestore databases update --database=(default) --enable-pitr --project=iccs-2026',
      'gcloud firestore backups schedules create --database=(default) --recurrence=daily --retention=98d --project=iccs-2026',
      // 72 months of 31 days, as Cloud Storage counts a retention month.
      'gcloud storage buckets create gs://iccs-2026-invoices --location=us-central1 --uniform-bucket-level-access --retention-period=192844800s --project=iccs-2026',
    ]);
  });

  it('on a project deployed before: updates the existing daily schedule and the bucket instead of creating them again', () => {
    const current = {
      schedules: [{ name: 'projects/iccs-2026/databases/(default)/backupSchedules/a1b2', dailyRecurrence: {} }],
      buckets: ['iccs-2026-invoices'],
    };
    expect(recoveryCommands(recoveryPlan, project, current).slice(1).map((command) => command.join(' '))).toEqual([
      'gcloud firestore backups schedules update --database=(default) --backup-schedule=a1b2 --retention=98d --project=iccs-2026',
      'gcloud storage buckets update gs://iccs-2026-invoices --retention-period=192844800s --project=iccs-2026',
    ]);
  });

  it('reads the current state with read-only commands', () => {
    const state = stateCommands(recoveryPlan, project);
    expect(state.schedules.join(' ')).toBe('gcloud firestore backups schedules list --database=(default) --format=json --project=iccs-2026');
    expect(state.buckets).toEqual([{ name: 'iccs-2026-invoices', command: ['gcloud', 'storage', 'buckets', 'describe', 'gs://iccs-2026-invoices', '--format=json', '--project=iccs-2026'] }]);
  });

  it('stores tax invoices in the retained bucket and every other file in the default one', () => {
    expect(bucketFor('invoices/p123.pdf', project)).toBe('iccs-2026-invoices');
    expect(bucketFor('manuscripts/ICCS-7.pdf', project)).toBeUndefined();
  });
});

describe("deploy:check's part", () => {
  it('passes the plan as it is', () => {
    expect(checkRecovery(recoveryPlan)).toEqual([]);
  });

  it('refuses a plan without point-in-time recovery', () => {
    expect(checkRecovery(withFirestore({ pointInTimeRecovery: false }))).toEqual([
      'functions/src/lib/recovery.ts does not enable point-in-time recovery of the Firestore database: set firestore.pointInTimeRecovery to true, or a mistake cannot be undone to the minute.',
    ]);
  });

  it('refuses a plan without a daily backup schedule, even with a weekly one', () => {
    expect(checkRecovery(withFirestore({ backupSchedules: [{ recurrence: 'weekly', retentionDays: 98 }] }))).toEqual([
      "functions/src/lib/recovery.ts declares no daily backup schedule of the Firestore database: add { recurrence: 'daily', retentionDays: ... } to firestore.backupSchedules.",
    ]);
  });

  it('refuses backups kept longer than Firestore allows', () => {
    expect(checkRecovery(withFirestore({ backupSchedules: [{ recurrence: 'daily', retentionDays: 120 }] }))).toEqual([
      'functions/src/lib/recovery.ts keeps daily backups 120 days: Firestore keeps a backup 1 to 98 days (14 weeks).',
    ]);
  });

  it('refuses a plan without the invoices bucket, or with a retention shorter than 72 months', () => {
    expect(checkRecovery({ ...recoveryPlan, buckets: [] })).toEqual([
      'functions/src/lib/recovery.ts puts invoices/ in no bucket with a retention policy: tax invoices must be kept 72 months (GST law).',
    ]);
    const [invoices] = recoveryPlan.buckets;
    expect(checkRecovery({ ...recoveryPlan, buckets: [{ ...invoices!, retentionMonths: 60 }] })).toEqual([
      'functions/src/lib/recovery.ts keeps tax invoices 60 months: GST law asks for 72.',
    ]);
  });
});
