// The retention run: erases what has passed the period the chair set for its class (config/privacy, never
// below the law's floor), and records each run that erased something in the audit log. Deployed, the
// scheduled function `eraseExpiredData` runs it daily; `npm run retention [-- --dry-run] [--at <ISO time>]`
// runs it or lists what it would erase. Safe to run twice: each erasure is a delete, or an update that
// leaves the same record, so a later run finds nothing left; two runs at the very same moment leave the
// same data, and may each record the documents both erased.
//
// The classes it carries out: rejected and withdrawn submissions (erased whole, lib/privacy/erasure.ts); the
// reviewing of accepted papers and the registrations, once the conference ended longer ago than their
// periods (by the chair's stored calendar); the images of payment receipts (the payment stays); the two
// logs; accounts not used for the period (erased as on request). The classes of an edition's own documents
// are carried out in every edition, the archived ones too. Payments and tax invoices are the one
// class not automated yet: its report lists it, so no one reads the report as having erased them.
import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { MailState, acceptedStatuses, defaultPrivacy, monthsBefore, retentionClassIds, unsuccessfulStatuses, type PrivacySettings, type RetentionClassId } from '@confsys/domain';
import { auth, db } from '../admin';
import { auditLog, recordAudit, type AuditActor } from '../audit/audit';
import { configDocs, documents } from '../documents';
import { fileStore } from '../fileStore';
import { readCalendar } from '../calendar/calendar';
import { erasePaper, erasePerson, eraseReceiptImages, eraseReviewsOf, reasonsToKeep } from './erasure';
import { listEditions } from '../editions/editions';
import { inEdition } from '../editionScope';

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

/** The documents of `older` (oldest first; null: none), page by page, those `erasable` takes (all without it), erased by `erase`. */
const sweepOf =
  <T>(older: (cutoff: string) => Query<T> | null | Promise<Query<T> | null>, erasable: (data: T) => boolean = () => true, erase: Erase<T> = deleteAll): Sweep =>
  async (cutoff, dryRun, at) => {
    let erased = 0;
    const examples: string[] = [];
    const all = await older(cutoff);
    if (!all) return { erased, examples };
    let last: QueryDocumentSnapshot<T> | undefined;
    for (;;) {
      const query = all.limit(pageSize);
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

/**
 * Accounts nobody has used for the period (no sign-in and no session renewed since; never an admin's): each
 * is erased as on its owner's request (lib/privacy/erasure.ts), keeping what another class keeps. One with a
 * purpose still served (a paper under review, a payment awaiting verification, a review not decided) waits.
 */
const inactiveAccounts: Sweep = async (cutoff, dryRun, at) => {
  let erased = 0;
  const examples: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      const role: unknown = user.customClaims?.role;
      if (role !== 'author' && role !== 'reviewer') continue;
      const used = [user.metadata.creationTime, user.metadata.lastSignInTime, user.metadata.lastRefreshTime].filter((time): time is string => Boolean(time)).map((time) => new Date(time).toISOString());
      if (used.some((time) => time >= cutoff)) continue;
      const person = { uid: user.uid, email: user.email ?? '', role } as const;
      if ((await reasonsToKeep(person)).length > 0) continue;
      if (examples.length < 5) examples.push(`users/${user.uid}`);
      erased += 1;
      if (!dryRun) await erasePerson(person, { now: new Date(at), audited: false });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return { erased, examples };
};

/**
 * Every document of a query once the conference ended before the cutoff (its period passed), and none before.
 * Only the chair's stored calendar counts: without one, when the conference ends is not known, and nothing goes.
 */
const afterConference =
  <T>(query: Query<T>) =>
  async (cutoff: string): Promise<Query<T> | null> => {
    const calendar = await readCalendar();
    return calendar !== null && calendar.conferenceEnd < cutoff ? query : null;
  };

type SweepResult = Awaited<ReturnType<Sweep>>;

/** Several sweeps' results as one: their counts added, their examples together. */
const added = (results: readonly SweepResult[]): SweepResult => ({ erased: results.reduce((sum, result) => sum + result.erased, 0), examples: results.flatMap((result) => result.examples).slice(0, 5) });

/** Two sweeps as one class's, one after the other. */
const together =
  (...parts: Sweep[]): Sweep =>
  async (cutoff, dryRun, at) => {
    const results = [];
    for (const part of parts) results.push(await part(cutoff, dryRun, at));
    return added(results);
  };

/** A sweep of an edition's own documents, run in every edition (the archived ones are where the old data is). */
const inEveryEdition =
  (sweep: Sweep): Sweep =>
  async (cutoff, dryRun, at) => {
    const results = [];
    for (const edition of await listEditions()) results.push(await inEdition(edition, () => sweep(cutoff, dryRun, at)));
    return added(results);
  };

const sweeps: Partial<Record<RetentionClassId, Sweep>> = {
  // A rejected or withdrawn paper's period starts at its last change: its decision or withdrawal, or the
  // sending of its reviews after it. A restored paper is no longer withdrawn, so none is erased mid-review.
  unsuccessfulSubmissions: inEveryEdition(
    sweepOf(
      (cutoff) => documents.papers.where('status', 'in', unsuccessfulStatuses).where('lastUpdatedOn', '<', cutoff).orderBy('lastUpdatedOn'),
      () => true,
      async (papers) => {
        for (const paper of papers) await erasePaper(paper.id);
      },
    ),
  ),
  // The reviewing of the accepted papers, once the conference ended longer ago than the period: the papers stay.
  // The committee's invitations (with their links' digests) go with them: they served the edition's reviewing.
  reviews: inEveryEdition(
    together(
      sweepOf(
        afterConference(documents.papers.where('status', 'in', acceptedStatuses).orderBy(FieldPath.documentId())),
        (paper) => paper.reviewers.length > 0 || paper.submittedReviews > 0 || paper.reviewPdfPath !== null,
        async (papers) => {
          for (const paper of papers) await eraseReviewsOf(paper.data());
        },
      ),
      sweepOf(afterConference(documents.invitationTokens.orderBy(FieldPath.documentId()))),
      sweepOf(afterConference(documents.invitations.orderBy(FieldPath.documentId()))),
    ),
  ),
  // The registrations, once the conference ended longer ago than the period. A tax invoice keeps its buyer's
  // name, address and GSTIN in the payment's document, which stays under the accounts' period.
  registrations: inEveryEdition(
    together(
      sweepOf(afterConference(documents.participants.orderBy(FieldPath.documentId()))),
      sweepOf(afterConference(documents.registrations.orderBy(FieldPath.documentId())), () => true, async (registrations) => {
        const store = fileStore();
        await Promise.all(registrations.map((doc) => store.remove(doc.data().receiptPath)));
        await deleteAll(registrations, '');
      }),
    ),
  ),
  inactiveAccounts,
  auditLog: sweepOf((cutoff) => auditLog().where('at', '<', cutoff).orderBy('at')),
  // A message still queued or being sent stays until it is settled.
  mailLog: sweepOf(
    (cutoff) => documents.mail.where('createdAt', '<', cutoff).orderBy('createdAt'),
    (mail) => mail.delivery.state === MailState.Success || mail.delivery.state === MailState.Error,
  ),
  // The payment stays (its reference, amount, date and document are the accounts); its image goes.
  receiptImages: inEveryEdition(
    sweepOf(
      (cutoff) => documents.payments.where('decidedAt', '<', cutoff).orderBy('decidedAt'),
      (payment) => payment.receiptStorePath !== '' && payment.state !== 'recorded',
      eraseReceiptImages,
    ),
  ),
};

/** The classes the run erases itself, and those it does not yet. */
export const automatedClasses = retentionClassIds.filter((id) => sweeps[id] !== undefined);
const notAutomated = retentionClassIds.filter((id) => sweeps[id] === undefined);

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
