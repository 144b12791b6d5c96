// Firestore triggers that keep the dashboard's counters (the shards stats/dashboard, dashboard-1, ...)
// exact: papers by status and month, authors, reviewers. Retried on failure; each event is applied at
// most once (its ID is marked in the transaction that adds its change to a shard).
import { onDocumentWritten, type Change, type DocumentSnapshot, type FirestoreEvent } from 'firebase-functions/v2/firestore';
import { Collections, paperDelta, reviewerDelta, userDelta, type StatsDelta } from '@confsys/domain';
import { counterTriggerOptions } from '../lib/deployment';
import { applyStatsDelta } from '../lib/dashboard/stats';

type Data = Record<string, unknown> | undefined;
type WriteEvent = FirestoreEvent<Change<DocumentSnapshot> | undefined>;

function counting(collection: string, delta: (before: Data, after: Data) => StatsDelta) {
  return onDocumentWritten({ ...counterTriggerOptions, document: `${collection}/{id}` }, async (event: WriteEvent) => {
    const before = event.data?.before.exists ? event.data.before.data() : undefined;
    const after = event.data?.after.exists ? event.data.after.data() : undefined;
    await applyStatsDelta(event.id, delta(before, after));
  });
}

export const countPapers = counting(Collections.papers, paperDelta);
export const countAuthors = counting(Collections.users, userDelta);
export const countReviewers = counting(Collections.reviewers, reviewerDelta);
