// Aggregate counters for the dashboard: applying a trigger's change exactly once per event, reading
// them, and recounting them from the collections.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { Collections, StatsEventMarkers, dashboardStatsDoc, dashboardStatsFrom, recountStats, type DashboardStats, type StatsDelta } from '@confsys/domain';
import { db } from '../admin';
import { documents } from '../documents';

export const statsRef = () => documents.stats.doc(dashboardStatsDoc);
const processedEvents = () => db.collection(Collections.meta).doc(StatsEventMarkers.parentDoc).collection(StatsEventMarkers.collectionGroup);

/** How long a processed event's marker is kept (a TTL policy on `expireAt` removes it). */
const markerLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** Turns `{'statusCounts.submitted': 1}` into nested increments that a merge-set applies. */
function increments(delta: StatsDelta): Record<string, unknown> {
  const nested: Record<string, Record<string, FieldValue> | FieldValue> = {};
  for (const [path, amount] of Object.entries(delta)) {
    const [field, key] = path.split('.') as [string, string | undefined];
    if (key === undefined) nested[field] = FieldValue.increment(amount);
    else nested[field] = { ...(nested[field] as Record<string, FieldValue> | undefined), [key]: FieldValue.increment(amount) };
  }
  return nested;
}

/**
 * Applies a change to the counters once per event: the event's ID is recorded in the same
 * transaction, so a redelivered event finds its marker and changes nothing.
 */
export async function applyStatsDelta(eventId: string, delta: StatsDelta): Promise<boolean> {
  if (Object.keys(delta).length === 0) return false;
  const marker = processedEvents().doc(eventId);
  return db.runTransaction(
    async (transaction) => {
      if ((await transaction.get(marker)).exists) return false;
      transaction.create(marker, { at: FieldValue.serverTimestamp(), [StatsEventMarkers.ttlField]: Timestamp.fromMillis(Date.now() + markerLifetimeMs) });
      transaction.set(statsRef(), { ...increments(delta), updatedAt: new Date().toISOString() }, { merge: true });
      return true;
    },
    { maxAttempts: 20 },
  );
}

export async function readStats(): Promise<DashboardStats> {
  return dashboardStatsFrom((await statsRef().get()).data());
}

/** Counts the collections from scratch (reading only the fields the counters need). */
export async function computeStats(): Promise<DashboardStats> {
  const [papers, users, reviewers] = await Promise.all([
    db.collection(Collections.papers).select('status', 'submissionDate', 'reviewerIds').get(),
    db.collection(Collections.users).select('role').get(),
    db.collection(Collections.reviewers).select().get(),
  ]);
  return recountStats(
    papers.docs.map((doc) => doc.data()),
    users.docs.map((doc) => doc.data()),
    reviewers.docs.map(() => ({})),
  );
}

/** Replaces the counters with a recount: for a database that predates them. Run it while idle. */
export async function recountAndStore(): Promise<DashboardStats> {
  const stats = await computeStats();
  await statsRef().set({ ...stats, updatedAt: new Date().toISOString() });
  return stats;
}
