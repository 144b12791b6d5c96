// Aggregate counters for the dashboard, kept in shards (statsShardIds): applying a trigger's change
// exactly once per event to one shard, reading them (the shards added up), and recounting them from the
// collections, exact while the triggers run:
// - the recount reads each collection at one moment and remembers it per collection (meta/statsEvents
//   `countedAt`); an event whose write committed at or before that moment is in the recount already,
//   so its trigger, however late it runs (a roll-over's recount while accounts are being made),
//   changes nothing;
// - an event committed after it whose trigger ran before the recount is stored is not in the recount
//   but in a shard the recount replaces: its marker keeps its change, and the recount adds it back. The
//   store reads every shard first, in its transaction, so no trigger writes one meanwhile.
import { randomInt } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { Collections, StatsEventMarkers, addStatsDelta, dashboardStatsFrom, recountStats, statsShardCount, statsShardIds, sumShards, type DashboardStats, type StatsDelta } from '@confsys/domain';
import { db } from '../admin';
import { bidTallies, documents, readAll, editionMeta, editionCollection } from '../documents';

export const shardRef = (index: number) => documents.stats.doc(statsShardIds[index % statsShardCount]!);
/** Every shard, in order. */
const shardRefs = () => statsShardIds.map((_id, index) => shardRef(index));
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

/** What a counter's event comes from: each is counted apart, at its own moment. */
export type CountedSource = 'papers' | 'users' | 'reviewers' | 'bidTallies';

/** An event's write: which source, and when it committed. */
export interface CommittedWrite {
  source: CountedSource;
  at: Timestamp;
}

/**
 * Applies a change to the counters once per event, to one shard: the event's ID is recorded in the same
 * transaction, so a redelivered event finds its marker and changes nothing, and so is the change, for
 * a recount that replaces the shard to add back. An event whose write committed at or before the last
 * recount's moment for its source is in that recount already: nothing changes.
 */
export async function applyStatsDelta(eventId: string, delta: StatsDelta, committed?: CommittedWrite): Promise<boolean> {
  if (Object.keys(delta).length === 0) return false;
  const marker = processedEvents().doc(eventId);
  const shard = shardRef(nextShard++);
  return db.runTransaction(
    async (transaction) => {
      const [seen, events] = await Promise.all([transaction.get(marker), transaction.get(eventsDoc())]);
      if (seen.exists) return false;
      const countedAt = committed ? (events.get(`countedAt.${committed.source}`) as Timestamp | undefined) : undefined;
      if (committed && countedAt && committed.at.toMillis() <= countedAt.toMillis()) return false;
      transaction.create(marker, {
        at: FieldValue.serverTimestamp(),
        [StatsEventMarkers.ttlField]: Timestamp.fromMillis(Date.now() + markerLifetimeMs),
        ...(committed ? { source: committed.source, committedAt: committed.at, delta } : {}),
      });
      transaction.set(shard, { ...increments(delta), updatedAt: new Date().toISOString() }, { merge: true });
      return true;
    },
    { maxAttempts: 20 },
  );
}

/** The counters: every shard read in one round trip and added up (a read per shard, whatever the number of papers). */
export async function readStats(): Promise<DashboardStats> {
  return dashboardStatsFrom(sumShards(await readAll(shardRefs())));
}

/** Counts the collections from scratch (reading only the fields the counters need), in one snapshot, and answers the moment each was read. */
export async function computeStatsAt(): Promise<{ stats: DashboardStats; at: Record<CountedSource, Timestamp> }> {
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
  return { stats, at: { papers: papers.readTime, users: users.readTime, reviewers: reviewers.readTime, bidTallies: tallies.readTime } };
}

/** Counts the collections from scratch. */
export async function computeStats(): Promise<DashboardStats> {
  return (await computeStatsAt()).stats;
}

/**
 * Replaces the counters with a recount: the first shard holds it and the others are emptied, as are
 * documents of the stats collection that are no shard. Exact while the triggers run (see the top).
 */
export async function recountAndStore(): Promise<DashboardStats> {
  const { stats, at } = await computeStatsAt();
  const stored = await documents.stats.listDocuments();
  // Triggers hold the shards for moments at a time: the emulator may close a transaction that waited for
  // them (INVALID_ARGUMENT) rather than abort it, which the SDK does not retry; it is tried again here.
  for (let attempt = 1; ; attempt++) {
    try {
      return await storeRecount(stats, at, stored);
    } catch (error) {
      const code = (error as { code?: number }).code;
      if (attempt === 5 || (code !== 3 && code !== 10)) throw error;
      await new Promise((done) => setTimeout(done, 200 * attempt));
    }
  }
}

/** Stores a recount made at `at`, with the changes of the events applied since, in one transaction. */
function storeRecount(stats: DashboardStats, at: Record<CountedSource, Timestamp>, stored: ReadonlyArray<{ path: string }>): Promise<DashboardStats> {
  const earliest = Object.values(at).reduce((first, time) => (time.toMillis() < first.toMillis() ? time : first));
  return db.runTransaction(async (transaction) => {
    // Every shard first: a trigger that has not written one yet waits for this transaction, then finds the new moments.
    await transaction.getAll(...shardRefs());
    const since = await transaction.get(processedEvents().where('committedAt', '>', earliest));
    const total = structuredClone(stats);
    for (const marker of since.docs) {
      const source = marker.get('source') as CountedSource | undefined;
      const committedAt = marker.get('committedAt') as Timestamp | undefined;
      // Applied to a shard, and not in the recount: kept.
      if (source && committedAt && committedAt.toMillis() > at[source].toMillis()) addStatsDelta(total, marker.get('delta') as StatsDelta);
    }
    transaction.set(shardRef(0), { ...total, updatedAt: new Date().toISOString() });
    for (const ref of new Set([...shardRefs(), ...stored].map((item) => item.path))) if (ref !== shardRef(0).path) transaction.delete(db.doc(ref));
    transaction.set(eventsDoc(), { countedAt: at }, { merge: true });
    return total;
  });
}
