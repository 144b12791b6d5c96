// What a deployed project keeps so that data can be restored: point-in-time recovery and a daily backup
// of the Firestore database, and the bucket that holds the tax invoices under a retention policy (GST
// law: 72 months). `npm run deploy` applies it (scripts/lib/recovery.ts builds the gcloud commands) and
// deploy:check refuses a plan that lacks a piece. docs/operations.md, Backups and restore.

export interface BackupSchedule {
  recurrence: 'daily' | 'weekly';
  /** How long each backup is kept, in days (Firestore keeps a backup at most 14 weeks). */
  retentionDays: number;
}

export interface RetainedBucket {
  /** What the bucket holds, for the messages. */
  holds: string;
  /** The store paths that go to this bucket rather than the default one. */
  prefix: string;
  /** The bucket's name for a project (bucket names are global, so the project's ID is in it). */
  name: (project: string) => string;
  /** The bucket's location (the functions' region). */
  location: string;
  /** No object can be deleted or replaced before it is this old. */
  retentionMonths: number;
}

export interface RecoveryPlan {
  firestore: {
    database: string;
    /** Point-in-time recovery: any minute of the last 7 days can be read or restored. */
    pointInTimeRecovery: boolean;
    backupSchedules: BackupSchedule[];
  };
  buckets: RetainedBucket[];
}

/** Tax invoices and credit notes are kept 72 months (GST: six years from the annual return's due date). */
export const invoiceBucket: RetainedBucket = {
  holds: 'tax invoices',
  prefix: 'invoices/',
  name: (project) => `${project}-invoices`,
  location: 'us-central1',
  retentionMonths: 72,
};

export const recoveryPlan: RecoveryPlan = {
  firestore: {
    database: '(default)',
    pointInTimeRecovery: true,
    backupSchedules: [{ recurrence: 'daily', retentionDays: 98 }],
  },
  buckets: [invoiceBucket],
};

/** The bucket a store path lives in: a retained bucket whose prefix it has, or the project's default bucket (undefined). */
export function bucketFor(path: string, project: string, plan: RecoveryPlan = recoveryPlan): string | undefined {
  return plan.buckets.find((bucket) => path.startsWith(bucket.prefix))?.name(project);
}
