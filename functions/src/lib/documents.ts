// The typed collections: every read goes through a converter built on the domain's document schema
// (a document of the wrong shape is an InvalidDocumentError naming its path), and every full write is
// checked against the same schema before it is sent.
import type { DocumentData, DocumentReference, DocumentSnapshot, FirestoreDataConverter, Query, QueryDocumentSnapshot, SetOptions, Transaction } from 'firebase-admin/firestore';
import {
  Collections,
  ConfigSchemas,
  DocumentSchemas,
  InvalidDocumentError,
  PaperBidTallySchema,
  ReviewerBidTallySchema,
  calendarSettingsDoc,
  checkDocument,
  feeSettingsDoc,
  programmeSettingsDoc,
  proceedingsSettingsDoc,
  conferenceSettingsDoc,
  privacySettingsDoc,
  notificationSettingsDoc,
  parseDocument,
  reminderSettingsDoc,
  reviewSettingsDoc,
} from '@confsys/domain';
import type { z } from 'zod/mini';
import { db } from './admin';
import { badRequest } from './errors';

export function converter<T extends DocumentData>(schema: z.ZodMiniType<T>): FirestoreDataConverter<T> {
  return {
    toFirestore(data: T | Partial<T>, options?: SetOptions): DocumentData {
      // Merges carry only some fields (and field transforms): the schema checks whole documents.
      if (options) return data as DocumentData;
      const checked = checkDocument(schema, data);
      if (!checked.ok) throw new InvalidDocumentError('a write', checked.problems);
      return data as DocumentData;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot): T {
      return parseDocument(schema, snapshot.data(), snapshot.ref.path);
    },
  } as FirestoreDataConverter<T>;
}

/**
 * The documents of typed references, read in one round trip (in the transaction when given), each
 * through its converter; undefined where a document does not exist. In the references' order.
 */
export async function readAll<T>(refs: ReadonlyArray<DocumentReference<T>>, transaction?: Transaction): Promise<Array<T | undefined>> {
  if (refs.length === 0) return [];
  // getAll reads each reference through its converter; its declared types do not carry the model.
  const untyped = refs as unknown as DocumentReference[];
  const snapshots = transaction ? await transaction.getAll(...untyped) : await db.getAll(...untyped);
  return (snapshots as unknown as Array<DocumentSnapshot<T>>).map((snapshot) => snapshot.data());
}

/**
 * One page of a query in its order: at most pageSize documents after the cursor's (a 400 with
 * `unknownCursor` when the cursor names no document), and the ID of the last one when a next page exists.
 * One query of pageSize + 1 documents.
 */
export async function readPage<T>(query: Query<T>, pageSize: number, cursor: DocumentReference<T> | null, unknownCursor: string): Promise<{ docs: Array<QueryDocumentSnapshot<T>>; next: string | null }> {
  let page = query.limit(pageSize + 1);
  if (cursor !== null) {
    const after = await cursor.get();
    if (!after.exists) throw badRequest(unknownCursor);
    page = page.startAfter(after);
  }
  const docs = (await page.get()).docs;
  const shown = docs.slice(0, pageSize);
  return { docs: shown, next: docs.length > pageSize ? (shown.at(-1)?.id ?? null) : null };
}

function collection<T extends DocumentData>(name: string, schema: z.ZodMiniType<T>) {
  return db.collection(name).withConverter(converter(schema));
}

/** The collections, typed by their schemas: `documents.papers.doc(id)`. */
export const documents = {
  users: collection(Collections.users, DocumentSchemas.users),
  papers: collection(Collections.papers, DocumentSchemas.papers),
  paperIndex: collection(Collections.paperIndex, DocumentSchemas.paperIndex),
  manuscripts: collection(Collections.manuscripts, DocumentSchemas.manuscripts),
  reviewers: collection(Collections.reviewers, DocumentSchemas.reviewers),
  reviews: collection(Collections.reviews, DocumentSchemas.reviews),
  conflicts: collection(Collections.conflicts, DocumentSchemas.conflicts),
  registrations: collection(Collections.registrations, DocumentSchemas.registrations),
  settings: collection(Collections.settings, DocumentSchemas.settings),
  stats: collection(Collections.stats, DocumentSchemas.stats),
  mail: collection(Collections.mail, DocumentSchemas.mail),
  extensions: collection(Collections.extensions, DocumentSchemas.extensions),
  calendarFeeds: collection(Collections.calendarFeeds, DocumentSchemas.calendarFeeds),
  bids: collection(Collections.bids, DocumentSchemas.bids),
  proposals: collection(Collections.proposals, DocumentSchemas.proposals),
  responses: collection(Collections.responses, DocumentSchemas.responses),
  comments: collection(Collections.comments, DocumentSchemas.comments),
  discussions: collection(Collections.discussions, DocumentSchemas.discussions),
  participants: collection(Collections.participants, DocumentSchemas.participants),
  payments: collection(Collections.payments, DocumentSchemas.payments),
  paymentReferences: collection(Collections.paymentReferences, DocumentSchemas.paymentReferences),
  proceedings: collection(Collections.proceedings, DocumentSchemas.proceedings),
};

/** Server bookkeeping under meta/: the bid tallies per paper and per reviewer (lib/assignment/bidTallies.ts). */
export const bidTallies = {
  papers: db.collection(Collections.meta).doc('bidTallies').collection('paperTallies').withConverter(converter(PaperBidTallySchema)),
  reviewers: db.collection(Collections.meta).doc('bidTallies').collection('reviewerTallies').withConverter(converter(ReviewerBidTallySchema)),
};

/** The conference-wide settings documents (config/{name}), each typed by its own schema. */
export const configDocs = {
  reviewing: db.collection(Collections.config).doc(reviewSettingsDoc).withConverter(converter(ConfigSchemas.reviewing)),
  notifications: db.collection(Collections.config).doc(notificationSettingsDoc).withConverter(converter(ConfigSchemas.notifications)),
  calendar: db.collection(Collections.config).doc(calendarSettingsDoc).withConverter(converter(ConfigSchemas.calendar)),
  reminders: db.collection(Collections.config).doc(reminderSettingsDoc).withConverter(converter(ConfigSchemas.reminders)),
  fees: db.collection(Collections.config).doc(feeSettingsDoc).withConverter(converter(ConfigSchemas.fees)),
  programme: db.collection(Collections.config).doc(programmeSettingsDoc).withConverter(converter(ConfigSchemas.programme)),
  proceedings: db.collection(Collections.config).doc(proceedingsSettingsDoc).withConverter(converter(ConfigSchemas.proceedings)),
  conference: db.collection(Collections.config).doc(conferenceSettingsDoc).withConverter(converter(ConfigSchemas.conference)),
  privacy: db.collection(Collections.config).doc(privacySettingsDoc).withConverter(converter(ConfigSchemas.privacy)),
};
