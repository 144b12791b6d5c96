// Aggregate counters for the dashboard, kept in shards (statsShardIds): applying a trigger's change
// exactly once per event to one shard, reading them (the shards added up), and recounting them from the
// collections.
import { randomInt } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { Collections, StatsEventMarkers, dashboardStatsFrom, recountStats, statsShardCount, statsShardIds, sumShards, type DashboardStats, type StatsDelta } from '@confsys/domain';
import { db } from '../admin';
import { bidTallies, documents, readAll, editionMeta, editionCollection } from '../documents';

export const shardRef = (index: number) => documents.stats.doc(statsShardIds[index % statsShardCount]!);
const processedEvents = () => editionMeta().doc(StatsEventMarkers.parentDoc).collection(StatsEventMarkers.collectionGroup);

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
 * The shard this process writes next: each process takes the shards in turn from a random start, so a
 * burst of events (a bulk decision) spreads evenly over them instead of by chance, and processes
 * running at once start apart.
 */
let nextShard = randomInt(statsShardCount);

/**
 * Applies a change to the counters once per event, to one shard: the event's ID is recorded in the same
 * transaction, so a redelivered event finds its marker and changes nothing.
 */
export async function applyStatsDelta(eventId: string, delta: StatsDelta): Promise<boolean> {
  if (Object.keys(delta).length === 0) return false;
  const marker = processedEvents().doc(eventId);
  const shard = shardRef(nextShard++);
  return db.runTransaction(
    async (transaction) => {
      if ((await transaction.get(marker)).exists) return false;
      transaction.create(marker, { at: FieldValue.serverTimestamp(), [StatsEventMarkers.ttlField]: Timestamp.fromMillis(Date.now() + markerLifetimeMs) });
      transaction.set(shard, { ...increments(delta), updatedAt: new Date().toISOString() }, { merge: true });
      return true;
    },
    { maxAttempts: 20 },
  );
}

/** The counters: every shard read in one round trip and added up (a read per shard, whatever the number of papers). */
export async function readStats(): Promise<DashboardStats> {
  return dashboardStatsFrom(sumShards(await readAll(statsShardIds.map((_id, index) => shardRef(index)))));
}

/** Counts the collections from scratch (reading only the fields the counters need). */
export async function computeStats(): Promise<DashboardStats> {
  const [papers, users, reviewers, tallies] = await Promise.all([
    editionCollection(Collections.papers).select('status', 'submissionDate', 'reviewerIds', 'topics').get(),
    db.collection(Collections.users).select('role').get(),
    editionCollection(Collections.reviewers).select().get(),
    db.collection(bidTallies.papers.path).select('open', 'wanted', 'total').get(),
  ]);
  return recountStats(
    papers.docs.map((doc) => doc.data()),
    users.docs.map((doc) => doc.data()),
    reviewers.docs.map(() => ({})),
    tallies.docs.map((doc) => doc.data()),
  );
}

/**
 * Replaces the counters with a recount: the first shard holds it and the others are emptied, in one
 * batch, as are documents of the stats collection that are no shard. Run it while idle.
 */
export async function recountAndStore(): Promise<DashboardStats> {
  const stats = await computeStats();
  const batch = db.batch();
  batch.set(shardRef(0), { ...stats, updatedAt: new Date().toISOString() });
  const stored = await documents.stats.listDocuments();
  for (const ref of stored) if (ref.id !== shardRef(0).id) batch.delete(ref);
  await batch.commit();
  return stats;
}
