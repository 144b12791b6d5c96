// What a restore must bring back, measured so two moments can be compared: the documents of every
// collection and subcollection (count and a digest of paths and contents, per collection path with the
// document IDs left out: `papers/*/reviews`), the Auth accounts, and the files of the local file store
// (names and SHA-256). Used by the backup drill (scripts/backup-drill.ts).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Auth } from 'firebase-admin/auth';

export interface Snapshot {
  /** Per collection path: how many documents, and a digest of their paths and contents. */
  collections: Record<string, { count: number; digest: string }>;
  /** Per account: a digest of what signing in depends on (address, password hash, claims, state). */
  accounts: Record<string, string>;
  /** Per file of the file store: its SHA-256. */
  files: Record<string, string>;
}

/** A JSON value as text that is the same for equal values, whatever the order of object keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Documents per request. */
const snapshotPage = 1000;

/** What the Firestore REST API answers for each document of a query. */
interface QueryRow {
  document?: { name: string; fields?: Record<string, unknown> };
}

/**
 * Every document of the database, subcollections included, read by one query over all collections
 * (`allDescendants` without a collection ID, as a recursive delete finds what to delete) in pages
 * rather than by listing the collections under each document: a request per thousand documents instead
 * of one per document. Documents that exist only as parents of subcollections are not documents and
 * count as none. Fields are compared in the API's typed form (`{"integerValue": "3"}`), so a number
 * that came back as text would differ.
 */
async function firestoreSnapshot(documentsUrl: string): Promise<Snapshot['collections']> {
  const lines = new Map<string, string[]>();
  const prefix = `${new URL(documentsUrl).pathname.replace(/^\/v1\//, '')}/`;
  // Pages in name order, each starting after the last document of the one before.
  for (let after: string | undefined, full = true; full; ) {
    const structuredQuery = {
      from: [{ allDescendants: true }],
      orderBy: [{ field: { fieldPath: '__name__' }, direction: 'ASCENDING' }],
      limit: snapshotPage,
      ...(after ? { startAt: { values: [{ referenceValue: after }], before: false } } : {}),
    };
    const response = await fetch(`${documentsUrl}:runQuery`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ structuredQuery }),
    });
    if (!response.ok) throw new Error(`Reading every document answered ${response.status}: ${await response.text()}`);
    const documents = ((await response.json()) as QueryRow[]).flatMap((row) => (row.document ? [row.document] : []));
    for (const document of documents) {
      const path = document.name.startsWith(prefix) ? document.name.slice(prefix.length) : document.name;
      const pattern = path.split('/').slice(0, -1).map((segment, index) => (index % 2 === 1 ? '*' : segment)).join('/');
      const entries = lines.get(pattern) ?? [];
      entries.push(`${path} ${canonical(document.fields ?? {})}`);
      lines.set(pattern, entries);
    }
    after = documents.at(-1)?.name;
    full = documents.length === snapshotPage;
  }
  return Object.fromEntries(
    [...lines].sort(([a], [b]) => (a < b ? -1 : 1)).map(([pattern, entries]) => [pattern, { count: entries.length, digest: sha256(entries.sort().join('\n')) }]),
  );
}

async function accountsSnapshot(auth: Auth): Promise<Snapshot['accounts']> {
  const accounts: Snapshot['accounts'] = {};
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      const { email, emailVerified, disabled, customClaims, passwordHash, passwordSalt, displayName } = user;
      accounts[user.uid] = sha256(canonical({ email, emailVerified, disabled, customClaims, passwordHash, passwordSalt, displayName, providers: user.providerData.map((provider) => provider.providerId) }));
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return accounts;
}

/** Every file under the directory (content type sidecars included), by its path below it. */
export function filesSnapshot(directory: string): Snapshot['files'] {
  const files: Snapshot['files'] = {};
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(join(dir, entry.name), path);
      else files[path] = sha256(readFileSync(join(dir, entry.name)));
    }
  };
  if (existsSync(directory)) walk(directory, '');
  return files;
}

/** `documentsUrl`: the Firestore emulator's REST root of the database's documents (…/v1/projects/p/databases/(default)/documents). */
export async function takeSnapshot({ documentsUrl, auth, fileDirectory }: { documentsUrl: string; auth: Auth; fileDirectory: string }): Promise<Snapshot> {
  const [collections, accounts] = await Promise.all([firestoreSnapshot(documentsUrl), accountsSnapshot(auth)]);
  return { collections, accounts, files: filesSnapshot(fileDirectory) };
}

/** How `after` differs from `before`, one line per collection, account or file; empty when they are equal. */
export function compareSnapshots(before: Snapshot, after: Snapshot): string[] {
  const differences: string[] = [];
  const keys = (a: object, b: object) => [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const path of keys(before.collections, after.collections)) {
    const [was, is] = [before.collections[path], after.collections[path]];
    if (was?.count !== is?.count) differences.push(`${path}: ${was?.count ?? 0} documents before, ${is?.count ?? 0} after`);
    else if (was?.digest !== is?.digest) differences.push(`${path}: the same ${is?.count} documents in number, but their contents differ`);
  }
  for (const uid of keys(before.accounts, after.accounts)) {
    const [was, is] = [before.accounts[uid], after.accounts[uid]];
    if (!is) differences.push(`account ${uid}: missing after the restore`);
    else if (!was) differences.push(`account ${uid}: not there before`);
    else if (was !== is) differences.push(`account ${uid}: differs (address, password, claims or state)`);
  }
  for (const file of keys(before.files, after.files)) {
    const [was, is] = [before.files[file], after.files[file]];
    if (!is) differences.push(`file ${file}: missing after the restore`);
    else if (!was) differences.push(`file ${file}: not there before`);
    else if (was !== is) differences.push(`file ${file}: its content differs`);
  }
  return differences;
}

/** A one-line summary: how many collection paths, documents, accounts and files. */
export function describeSnapshot(snapshot: Snapshot): string {
  const documents = Object.values(snapshot.collections).reduce((sum, { count }) => sum + count, 0);
  return `${documents} documents in ${Object.keys(snapshot.collections).length} collection paths, ${Object.keys(snapshot.accounts).length} accounts, ${Object.keys(snapshot.files).length} files`;
}
