// The retention run: erases what has passed the period the chair set for its class (config/privacy, never
// below the law's floor), and records each run that erased something in the audit log. Deployed, the
// scheduled function `eraseExpiredData` runs it daily; `npm run retention [-- --dry-run] [--at <ISO time>]`
// runs it or lists what it would erase. Safe to run twice: each erasure is a delete, or an update that
// leaves the same record, so a later run finds nothing left; two runs at the very same moment leave the
// same data, and may each record the documents both erased.
//
// The classes it carries out so far are the two logs (the audit log and the sent mail) and the images of
// payment receipts (the payment stays, its image goes). The others are listed in its report as not yet
// automated, so no one reads the report as having erased them.
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { MailState, defaultPrivacy, retentionClassIds, type PrivacySettings, type RetentionClassId } from '@confsys/domain';
import { db } from '../admin';
import { auditLog, recordAudit, type AuditActor } from '../audit/audit';
import { configDocs, documents } from '../documents';
import { fileStore } from '../fileStore';

/** Documents deleted per batch: a page of a query, well under Firestore's 500 writes. */
const pageSize = 300;

/** The actor the audit log names for a run nobody started by hand. */
export const retentionActor: AuditActor = { uid: 'retention-schedule', email: 'retention-schedule', role: 'system' };

/** A class the run carries out: erases (or counts) its documents whose period started before the cutoff. */
type Sweep = (cutoff: string, dryRun: boolean, at: string) => Promise<{ erased: number; examples: string[] }>;

/** Erases a page of documents: deletes them, unless the class keeps a record and erases less. */
type Erase<T> = (docs: Array<QueryDocumentSnapshot<T>>, at: string) => Promise<void>;

const deleteAll: Erase<unknown> = async (docs) => {
  const batch = db.batch();
  for (const doc of docs) batch.delete(doc.ref);
  await batch.commit();
};

/** The documents of `older` (oldest first), page by page, those `erasable` takes (all without it), erased by `erase`. */
const sweepOf =
  <T>(older: (cutoff: string) => Query<T>, erasable: (data: T) => boolean = () => true, erase: Erase<T> = deleteAll): Sweep =>
  async (cutoff, dryRun, at) => {
    let erased = 0;
    const examples: string[] = [];
    let last: QueryDocumentSnapshot<T> | undefined;
    for (;;) {
      const query = older(cutoff).limit(pageSize);
      const page = await (last ? query.startAfter(last) : query).get();
      if (page.empty) break;
      last = page.docs[page.docs.length - 1];
      const going = page.docs.filter((doc) => erasable(doc.data()));
      for (const doc of going.slice(0, Math.max(0, 5 - examples.length))) examples.push(doc.ref.path);
      erased += going.length;
      if (!dryRun && going.length > 0) await erase(going, at);
      if (page.size < pageSize) break;
    }
    return { erased, examples };
  };

const sweeps: Partial<Record<RetentionClassId, Sweep>> = {
  auditLog: sweepOf((cutoff) => auditLog().where('at', '<', cutoff).orderBy('at')),
  // A message still queued or being sent stays until it is settled.
  mailLog: sweepOf(
    (cutoff) => documents.mail.where('createdAt', '<', cutoff).orderBy('createdAt'),
    (mail) => mail.delivery.state === MailState.Success || mail.delivery.state === MailState.Error,
  ),
  // The payment stays (its reference, amount, date and document are the accounts); its image goes, file
  // first, so a run stopped between the two leaves a payment whose file the next run removes again.
  receiptImages: sweepOf(
    (cutoff) => documents.payments.where('decidedAt', '<', cutoff).orderBy('decidedAt'),
    (payment) => payment.receiptStorePath !== '' && payment.state !== 'recorded',
    async (payments, at) => {
      const store = fileStore();
      await Promise.all(payments.map((doc) => store.remove(doc.data().receiptStorePath)));
      const batch = db.batch();
      for (const doc of payments) batch.update(doc.ref, { receiptStorePath: '', receiptErasedAt: at });
      await batch.commit();
    },
  ),
};

/** The classes the run erases itself, and those it does not yet. */
export const automatedClasses = retentionClassIds.filter((id) => sweeps[id] !== undefined);
const notAutomated = retentionClassIds.filter((id) => sweeps[id] === undefined);

/** `at` moved back by whole calendar months (UTC), the day kept or, past the month's end, its last day. */
export function monthsBefore(at: Date, months: number): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(at.getUTCDate(), lastDay), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds()));
}

export interface RetentionClassReport {
  /** The start of the period before which everything of the class goes. */
  cutoff: string;
  months: number;
  /** How many documents were erased (or, in a dry run, would be). */
  erased: number;
  /** A few of their paths, for the person reading the report. */
  examples: string[];
}

export interface RetentionReport {
  at: string;
  dryRun: boolean;
  classes: Partial<Record<RetentionClassId, RetentionClassReport>>;
  /** The classes whose period is set but which this run does not erase yet. */
  notAutomated: RetentionClassId[];
}

/** Erases (or, with dryRun, only counts) what has passed its period at `now`. */
export async function runRetention({ now = new Date(), dryRun = false } = {}): Promise<RetentionReport> {
  const settings: PrivacySettings = (await configDocs.privacy.get()).data() ?? defaultPrivacy;
  const report: RetentionReport = { at: now.toISOString(), dryRun, classes: {}, notAutomated: [...notAutomated] };
  for (const id of automatedClasses) {
    const months = settings.periods[id];
    const cutoff = monthsBefore(now, months).toISOString();
    report.classes[id] = { cutoff, months, ...(await sweeps[id]!(cutoff, dryRun, report.at)) };
  }
  const erased = Object.values(report.classes).reduce((sum, entry) => sum + entry.erased, 0);
  if (!dryRun && erased > 0) {
    const batch = db.batch();
    const counts = Object.fromEntries(Object.entries(report.classes).map(([id, entry]) => [id, { erased: entry.erased, before: entry.cutoff }]));
    recordAudit(batch, retentionActor, { action: 'retention.run', target: 'retention', before: null, after: counts }, now);
    await batch.commit();
  }
  return report;
}
