// Firestore triggers that keep the dashboard's counters (the shards stats/dashboard, dashboard-1, ...)
// exact, per edition: papers by status and month, authors, reviewers, and the bid figures. Retried on failure; each event is applied at
// most once (its ID is marked in the transaction that adds its change to a shard), and not at all when
// its write committed before the edition's last recount, which counted it (a roll-over's, while
// accounts were being made).
import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten, type Change, type DocumentSnapshot, type FirestoreEvent } from 'firebase-functions/v2/firestore';
import { Collections, bidTallyDelta, BidTallyPaths, builtEdition, isSharedCollection, paperDelta, reviewerDelta, userDelta, type StatsDelta } from '@confsys/domain';
import { counterTriggerOptions } from '../lib/deployment';
import { applyStatsDelta, type CountedSource } from '../lib/dashboard/stats';
import { readCurrentEdition, readEdition } from '../lib/editions/editions';
import { inEdition } from '../lib/editionScope';

type Data = Record<string, unknown> | undefined;
type WriteEvent = FirestoreEvent<Change<DocumentSnapshot> | undefined>;

/**
 * A trigger on a collection's documents that adds each write's change to the counters of the edition
 * it belongs to: the one named by the document's path (editions/{edition}/...), the built edition for
 * its collections at the top, and the current edition for the accounts every edition shares.
 */
function counting(document: string, source: CountedSource, delta: (before: Data, after: Data) => StatsDelta) {
  // Known from the path pattern alone: where a document at the top counts.
  const atTop = isSharedCollection(document.split('/')[0] ?? '') ? readCurrentEdition : async () => builtEdition;
  return onDocumentWritten({ ...counterTriggerOptions, document }, async (event: WriteEvent) => {
    const before = event.data?.before.exists ? event.data.before.data() : undefined;
    const after = event.data?.after.exists ? event.data.after.data() : undefined;
    const named = (event.params as Record<string, string | undefined>).edition;
    const edition = named === undefined ? await atTop() : await readEdition(named);
    // A document under an edition the registry does not know is not counted (nothing writes one).
    if (!edition) return;
    // When the write committed: the document's update time; a deletion's is the event's time (its commit
    // time deployed; the emulator's is when it delivers the event, rounded down to the second, so there a
    // deletion that races a recount may be counted wrongly).
    const committedAt = (event.data?.after.exists ? event.data.after.updateTime : undefined) ?? Timestamp.fromDate(new Date(event.time));
    await inEdition(edition, () => applyStatsDelta(event.id, delta(before, after), { source, at: committedAt }));
  });
}

const inAnyEdition = (collection: string) => `${Collections.editions}/{edition}/${collection}/{id}`;

export const countPapers = counting(`${Collections.papers}/{id}`, 'papers', paperDelta);
export const countAuthors = counting(`${Collections.users}/{id}`, 'users', userDelta);
export const countReviewers = counting(`${Collections.reviewers}/{id}`, 'reviewers', reviewerDelta);
export const countEditionPapers = counting(inAnyEdition(Collections.papers), 'papers', paperDelta);
export const countEditionReviewers = counting(inAnyEdition(Collections.reviewers), 'reviewers', reviewerDelta);
// The chair's bid figures follow each paper's bid tally (lib/assignment/bidTallies.ts).
const paperTallies = `${Collections.meta}/${BidTallyPaths.parentDoc}/${BidTallyPaths.papers}/{id}`;
export const countBidTallies = counting(paperTallies, 'bidTallies', bidTallyDelta);
export const countEditionBidTallies = counting(`${Collections.editions}/{edition}/${paperTallies}`, 'bidTallies', bidTallyDelta);
