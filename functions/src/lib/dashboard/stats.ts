// Aggregate counters for the dashboard, kept in shards (statsShardIds): applying a trigger's change
// exactly once per event to one shard, reading them (the shards added up), and recounting them from the
// collections. A recount reads every collection at one moment and remembers it (meta/statsEvents
// `countedAt`); an event committed at or before that moment is in the recount already, so its trigger,
// however late it runs (a roll-over's recount while accounts are being made), changes nothing.
import { randomInt } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { Collections, StatsEventMarkers, dashboardStatsFrom, recountStats, statsShardCount, statsShardIds, sumShards, type DashboardStats, type StatsDelta } from '@confsys/domain';
import { db } from '../admin';
import { bidTallies, documents, readAll, editionMeta, editionCollection } from '../documents';

export const shardRef = (index: number) => documents.stats.doc(statsShardIds[index % statsShardCount]!);
const eventsDoc = () => editionMeta().doc(StatsEventMarkers.parentDoc);
const processedEvents = () => eventsDoc().collection(StatsEventMarkers.collectionGroup);

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
 * transaction, so a redelivered event finds its marker and changes nothing. `committedAt`: when the
 * event's write committed; at or before the last recount's moment, the recount has it already.
 */
export async function applyStatsDelta(eventId: string, delta: StatsDelta, committedAt?: Timestamp): Promise<boolean> {
  if (Object.keys(delta).length === 0) return false;
  const marker = processedEvents().doc(eventId);
  const shard = shardRef(nextShard++);
  return db.runTransaction(
    async (transaction) => {
      const [seen, events] = await Promise.all([transaction.get(marker), transaction.get(eventsDoc())]);
      if (seen.exists) return false;
      const countedAt = events.get('countedAt') as Timestamp | undefined;
      if (committedAt && countedAt && committedAt.toMillis() <= countedAt.toMillis()) return false;
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

/** Counts the collections from scratch (reading only the fields the counters need), all at one moment, and answers that moment. */
export async function computeStatsAt(): Promise<{ stats: DashboardStats; at: Timestamp }> {
  const [papers, users, reviewers, tallies] = await db.runTransaction(
    (transaction) =>
      Promise.all([
        transaction.get(editionCollection(Collections.papers).select('status', 'submissionDate', 'reviewerIds', 'topics')),
        transaction.get(db.collection(Collections.users).select('role')),
        transaction.get(editionCollection(Collections.reviewers).select()),
        transaction.get(db.collection(bidTallies.papers.path).select('open', 'wanted', 'total')),
      ]),
    { readOnly: true },
  );
  const stats = recountStats(
    papers.docs.map((doc) => doc.data()),
    users.docs.map((doc) => doc.data()),
    reviewers.docs.map(() => ({})),
    tallies.docs.map((doc) => doc.data()),
  );
  // One snapshot: the four reads share their moment (the earliest, should they not, so nothing read is counted twice).
  const at = [papers, users, reviewers, tallies].map((read) => read.readTime).reduce((earliest, time) => (time.toMillis() < earliest.toMillis() ? time : earliest));
  return { stats, at };
}

/** Counts the collections from scratch. */
export async function computeStats(): Promise<DashboardStats> {
  return (await computeStatsAt()).stats;
}

/**
 * Replaces the counters with a recount: the first shard holds it and the others are emptied, in one
 * batch, as are documents of the stats collection that are no shard. Run it while idle.
 */
export async function recountAndStore(): Promise<DashboardStats> {
  const { stats, at } = await computeStatsAt();
  const batch = db.batch();
  batch.set(shardRef(0), { ...stats, updatedAt: new Date().toISOString() });
  batch.set(eventsDoc(), { countedAt: at }, { merge: true });
  const stored = await documents.stats.listDocuments();
  for (const ref of stored) if (ref.id !== shardRef(0).id) batch.delete(ref);
  await batch.commit();
  return stats;
}
