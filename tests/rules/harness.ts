// Shared wiring for the Firestore rules tests: the test environment on the emulator, the named
// personas with their ID-token claims, and typed client operations run as a persona.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import { setLogLevel } from 'firebase/firestore';
import type { Role } from '../../domain/src/roles';

/** Its own project, so clearing data here never wipes what the API tests (project demo-confsys) use. */
export const rulesProjectId = 'demo-confsys-rules';

export const firestoreRulesPath = fileURLToPath(new URL('../../firestore.rules', import.meta.url));
export const storageRulesPath = fileURLToPath(new URL('../../storage.rules', import.meta.url));

export interface SignedInPersona {
  uid: string;
  role: Role;
  email: string;
  emailVerified: boolean;
}

/** The people in every scenario. `null` is a visitor who has not signed in. */
export const personas = {
  signedOut: null,
  authorBob: { uid: 'bob', role: 'author', email: 'bob@demo.test', emailVerified: true },
  authorCarol: { uid: 'carol', role: 'author', email: 'carol@demo.test', emailVerified: true },
  reviewerAlice: { uid: 'alice', role: 'reviewer', email: 'alice@demo.test', emailVerified: true },
  reviewerDan: { uid: 'dan', role: 'reviewer', email: 'dan@demo.test', emailVerified: true },
  /** Signed up with Alice's address but never verified it: must see nothing of Alice's. */
  reviewerUnverified: { uid: 'not-alice', role: 'reviewer', email: 'alice@demo.test', emailVerified: false },
  chair: { uid: 'chair', role: 'admin', email: 'chair@demo.test', emailVerified: true },
} as const satisfies Record<string, SignedInPersona | null>;

export type PersonaName = keyof typeof personas;
export type Persona = SignedInPersona | null;

export const personaNames = Object.keys(personas) as PersonaName[];

export type DocData = Record<string, unknown>;

/** Equality filters are the only query shape the SPA uses against these rules. */
export type EqualityFilter = readonly [field: string, value: string];

function emulatorAddress(): { host: string; port: number } {
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return { host, port: Number(port) };
}

export async function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  // Every denied request would otherwise print a client SDK warning; the assertions report failures.
  setLogLevel('error');
  return initializeTestEnvironment({
    projectId: rulesProjectId,
    firestore: { rules: readFileSync(firestoreRulesPath, 'utf8'), ...emulatorAddress() },
  });
}

/** A client signed in as the persona (ID token with its role claim and email), or signed out. */
export function contextFor(env: RulesTestEnvironment, who: Persona): RulesTestContext {
  if (who === null) return env.unauthenticatedContext();
  const token: TokenOptions = { role: who.role, email: who.email, email_verified: who.emailVerified };
  return env.authenticatedContext(who.uid, token);
}

/** Writes documents as the server would (rules bypassed). Keys are document paths. */
export async function seed(env: RulesTestEnvironment, docs: Readonly<Record<string, DocData>>): Promise<void> {
  await env.withSecurityRulesDisabled(async (admin) => {
    const db = admin.firestore();
    await Promise.all(Object.entries(docs).map(([path, data]) => db.doc(path).set(data)));
  });
}

export async function removeAsServer(env: RulesTestEnvironment, path: string): Promise<void> {
  await env.withSecurityRulesDisabled(async (admin) => {
    await admin.firestore().doc(path).delete();
  });
}

/** Client operations as a persona; each resolves with what the client saw or rejects when denied. */
export function clientOf(ctx: RulesTestContext) {
  const db = ctx.firestore();
  return {
    get: async (path: string): Promise<DocData | undefined> => (await db.doc(path).get()).data(),
    list: async (collection: string, filters: readonly EqualityFilter[] = []): Promise<string[]> => {
      const query = filters.reduce<firebase.firestore.Query>(
        (q, [field, value]) => q.where(field, '==', value),
        db.collection(collection),
      );
      const snapshot = await query.get();
      return snapshot.docs.map((doc) => doc.id).sort();
    },
    /** A set the rules judge as `create`: callers make sure the document is absent first. */
    create: (path: string, data: DocData): Promise<void> => db.doc(path).set(data),
    update: (path: string, data: DocData): Promise<void> => db.doc(path).update(data),
    set: (path: string, data: DocData, merge = false): Promise<void> => db.doc(path).set(data, { merge }),
    delete: (path: string): Promise<void> => db.doc(path).delete(),
  };
}

export type Client = ReturnType<typeof clientOf>;
