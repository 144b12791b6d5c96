// The edition a request, a trigger or a run acts on. The router, each trigger and each scheduled run set
// it (inEdition) for everything they call, so the typed collections (documents.ts) resolve to that
// edition's documents without each function being handed it. Outside any scope it is the built edition,
// whose documents are at the top of the database (the command-line tools and the data created before
// editions existed).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { Collections, builtEdition, type Edition } from '@confsys/domain';
import { db } from './admin';

const active = new AsyncLocalStorage<Edition>();

/** Runs the work with the edition as the one every collection and name resolves to. */
export function inEdition<T>(edition: Edition, work: () => Promise<T>): Promise<T> {
  return active.run(edition, work);
}

/** The edition the current request, trigger or run acts on. */
export function currentEdition(): Edition {
  return active.getStore() ?? builtEdition;
}

/** Where an edition's collections live: the top of the database, or editions/{id}. */
export function rootOf(edition: Edition): Firestore | DocumentReference {
  return edition.layout === 'root' ? db : db.collection(Collections.editions).doc(edition.id);
}
