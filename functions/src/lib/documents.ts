// The typed collections: every read goes through a converter built on the domain's document schema
// (a document of the wrong shape is an InvalidDocumentError naming its path), and every full write is
// checked against the same schema before it is sent.
import type { DocumentData, DocumentReference, DocumentSnapshot, Firestore, FirestoreDataConverter, Query, QueryDocumentSnapshot, SetOptions, Transaction } from 'firebase-admin/firestore';
import {
  BidTallyPaths,
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
  messageTemplatesDoc,
  notificationSettingsDoc,
  parseDocument,
  reminderSettingsDoc,
  reviewSettingsDoc,
  integritySettingsDoc,
} from '@confsys/domain';
import { createHash } from 'node:crypto';
import type { z } from 'zod/mini';
import { db } from './admin';
import { badRequest } from './errors';
import { currentEdition, rootOf } from './editionScope';

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

/** A document ID made from what identifies it (an address, a client) without showing it: the first 40 hex digits of the SHA-256 of the parts, one per line. */
export const hashedId = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 40);

/** A document of the server's own that every edition shares (meta/{parentDoc}/{collectionGroup}/{id}: the throttles, the address claims), typed by its schema. */
export function serverMetaDoc<T extends DocumentData>(paths: { parentDoc: string; collectionGroup: string }, schema: z.ZodMiniType<T>, id: string): DocumentReference<T> {
  return db.collection(Collections.meta).doc(paths.parentDoc).collection(paths.collectionGroup).withConverter(converter(schema)).doc(id);
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

function collection<T extends DocumentData>(root: Firestore | DocumentReference, name: string, schema: z.ZodMiniType<T>) {
  return root.collection(name).withConverter(converter(schema));
}

/** The collections every edition shares: accounts, their settings and feeds, the outbox, the payments' references, the certificates, the chair's mail templates. */
function sharedCollections() {
  return {
    users: collection(db, Collections.users, DocumentSchemas.users),
    settings: collection(db, Collections.settings, DocumentSchemas.settings),
    mail: collection(db, Collections.mail, DocumentSchemas.mail),
    calendarFeeds: collection(db, Collections.calendarFeeds, DocumentSchemas.calendarFeeds),
    /** Shared, so a bank reference recorded in one edition cannot be recorded again in the next. */
    paymentReferences: collection(db, Collections.paymentReferences, DocumentSchemas.paymentReferences),
    editions: collection(db, Collections.editions, DocumentSchemas.editions),
    /** Shared, so a certificate's code verifies whatever edition is current. */
    certificates: collection(db, Collections.certificates, DocumentSchemas.certificates),
    /** Shared, so the chair's templates serve next year's conference too. */
    mailTemplates: collection(db, Collections.mailTemplates, DocumentSchemas.mailTemplates),
    /** Shared, so a paper's candidates are found in every edition at once. */
    similarityBands: collection(db, Collections.similarityBands, DocumentSchemas.similarityBands),
  };
}

/** One edition's collections, under its root (scope.ts). */
function editionCollections(root: Firestore | DocumentReference) {
  const config = root.collection(Collections.config);
  const tallies = root.collection(Collections.meta).doc(BidTallyPaths.parentDoc);
  return {
    documents: {
      papers: collection(root, Collections.papers, DocumentSchemas.papers),
      paperIndex: collection(root, Collections.paperIndex, DocumentSchemas.paperIndex),
      manuscripts: collection(root, Collections.manuscripts, DocumentSchemas.manuscripts),
      authorPapers: collection(root, Collections.authorPapers, DocumentSchemas.authorPapers),
      reviewers: collection(root, Collections.reviewers, DocumentSchemas.reviewers),
      reviews: collection(root, Collections.reviews, DocumentSchemas.reviews),
      conflicts: collection(root, Collections.conflicts, DocumentSchemas.conflicts),
      registrations: collection(root, Collections.registrations, DocumentSchemas.registrations),
      stats: collection(root, Collections.stats, DocumentSchemas.stats),
      extensions: collection(root, Collections.extensions, DocumentSchemas.extensions),
      bids: collection(root, Collections.bids, DocumentSchemas.bids),
      proposals: collection(root, Collections.proposals, DocumentSchemas.proposals),
      responses: collection(root, Collections.responses, DocumentSchemas.responses),
      comments: collection(root, Collections.comments, DocumentSchemas.comments),
      discussions: collection(root, Collections.discussions, DocumentSchemas.discussions),
      participants: collection(root, Collections.participants, DocumentSchemas.participants),
      payments: collection(root, Collections.payments, DocumentSchemas.payments),
      proceedings: collection(root, Collections.proceedings, DocumentSchemas.proceedings),
      invitations: collection(root, Collections.invitations, DocumentSchemas.invitations),
      invitationTokens: collection(root, Collections.invitationTokens, DocumentSchemas.invitationTokens),
      similarity: collection(root, Collections.similarity, DocumentSchemas.similarity),
    },
    bidTallies: {
      papers: tallies.collection(BidTallyPaths.papers).withConverter(converter(PaperBidTallySchema)),
      reviewers: tallies.collection(BidTallyPaths.reviewers).withConverter(converter(ReviewerBidTallySchema)),
    },
    configDocs: {
      reviewing: config.doc(reviewSettingsDoc).withConverter(converter(ConfigSchemas.reviewing)),
      notifications: config.doc(notificationSettingsDoc).withConverter(converter(ConfigSchemas.notifications)),
      calendar: config.doc(calendarSettingsDoc).withConverter(converter(ConfigSchemas.calendar)),
      reminders: config.doc(reminderSettingsDoc).withConverter(converter(ConfigSchemas.reminders)),
      fees: config.doc(feeSettingsDoc).withConverter(converter(ConfigSchemas.fees)),
      programme: config.doc(programmeSettingsDoc).withConverter(converter(ConfigSchemas.programme)),
      proceedings: config.doc(proceedingsSettingsDoc).withConverter(converter(ConfigSchemas.proceedings)),
      conference: config.doc(conferenceSettingsDoc).withConverter(converter(ConfigSchemas.conference)),
      integrity: config.doc(integritySettingsDoc).withConverter(converter(ConfigSchemas.integrity)),
    },
    /** The edition's server bookkeeping (meta/{name}): sequences, the volume's layout, the reminders' log. */
    meta: root.collection(Collections.meta),
  };
}

const shared = sharedCollections();
const sharedPrivacy = db.collection(Collections.config).doc(privacySettingsDoc).withConverter(converter(ConfigSchemas.privacy));
const sharedMessageTemplates = db.collection(Collections.config).doc(messageTemplatesDoc).withConverter(converter(ConfigSchemas.messageTemplates));

/** An edition's collections with those every edition shares beside them. */
function withShared(root: Firestore | DocumentReference) {
  const own = editionCollections(root);
  return { ...own, documents: { ...shared, ...own.documents }, configDocs: { ...own.configDocs, privacy: sharedPrivacy, messageTemplates: sharedMessageTemplates } };
}

type EditionCollections = ReturnType<typeof withShared>;
const byEdition = new Map<string, EditionCollections>();

/** The current edition's collections (scope.ts), built once per edition. */
function editionOf(): EditionCollections {
  const edition = currentEdition();
  let built = byEdition.get(edition.id);
  if (!built) {
    built = withShared(rootOf(edition));
    byEdition.set(edition.id, built);
  }
  return built;
}

/** An object whose properties are read from what resolve() gives at the moment they are read. */
function resolvedEachTime<T extends object>(resolve: () => T): T {
  return new Proxy({} as T, { get: (_target, key) => resolve()[key as keyof T] });
}

/**
 * The collections, typed by their schemas: `documents.papers.doc(id)`. The shared ones are the same for
 * every edition; the others are the current edition's (scope.ts).
 */
export const documents: EditionCollections['documents'] = resolvedEachTime(() => editionOf().documents);

/** Server bookkeeping under meta/: the bid tallies per paper and per reviewer (lib/assignment/bidTallies.ts), the current edition's. */
export const bidTallies: EditionCollections['bidTallies'] = resolvedEachTime(() => editionOf().bidTallies);

/** The settings documents (config/{name}), each typed by its own schema: the current edition's, and the privacy settings every edition shares. */
export const configDocs: EditionCollections['configDocs'] = resolvedEachTime(() => editionOf().configDocs);

/** The current edition's meta collection (meta/{name}). */
export function editionMeta() {
  return editionOf().meta;
}

/** A collection of the current edition by its name, untyped (the invariant checker and recounts read raw documents). */
export function editionCollection(name: string) {
  return rootOf(currentEdition()).collection(name);
}
