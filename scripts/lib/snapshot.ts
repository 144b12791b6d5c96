// What a restore must bring back, measured so two moments can be compared: the documents of every
// collection and subcollection (count and a digest of paths and contents, per collection path with the
// document IDs left out: `papers/*/reviews`), the Auth accounts, and the files of the local file store
// (names and SHA-256). Used by the backup drill (scripts/backup-drill.ts).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DocumentReference, GeoPoint, Timestamp, type CollectionReference, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';

export interface Snapshot {
  /** Per collection path: how many documents, and a digest of their paths and contents. */
  collections: Record<string, { count: number; digest: string }>;
  /** Per account: a digest of what signing in depends on (address, password hash, claims, state). */
  accounts: Record<string, string>;
  /** Per file of the file store: its SHA-256. */
  files: Record<string, string>;
}

/** A value as text that is the same for equal Firestore values, whatever the order of map keys. */
function canonical(value: unknown): string {
  if (value instanceof Timestamp) return `ts:${value.seconds}.${value.nanoseconds}`;
  if (value instanceof GeoPoint) return `geo:${value.latitude},${value.longitude}`;
  if (value instanceof DocumentReference) return `ref:${value.path}`;
  if (value instanceof Uint8Array) return `bytes:${Buffer.from(value).toString('base64')}`;
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Runs `work` over the items, `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let at = 0; at < items.length; at += width) await Promise.all(items.slice(at, at + width).map(work));
}

/** Every document under the collections, recursively (documents that exist only as parents of subcollections count as none). */
async function firestoreSnapshot(db: Firestore): Promise<Snapshot['collections']> {
  const lines = new Map<string, string[]>();
  const visit = async (collection: CollectionReference): Promise<void> => {
    const pattern = collection.path.split('/').map((segment, index) => (index % 2 === 1 ? '*' : segment)).join('/');
    const [documents, refs] = await Promise.all([collection.get(), collection.listDocuments()]);
    const entries = lines.get(pattern) ?? [];
    for (const document of documents.docs) entries.push(`${document.ref.path} ${canonical(document.data())}`);
    lines.set(pattern, entries);
    await inBatches(refs, 64, async (ref) => {
      for (const sub of await ref.listCollections()) await visit(sub);
    });
  };
  for (const collection of await db.listCollections()) await visit(collection);
  return Object.fromEntries(
    [...lines].filter(([, entries]) => entries.length > 0).sort(([a], [b]) => (a < b ? -1 : 1)).map(([pattern, entries]) => [pattern, { count: entries.length, digest: sha256(entries.sort().join('\n')) }]),
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

export async function takeSnapshot({ db, auth, fileDirectory }: { db: Firestore; auth: Auth; fileDirectory: string }): Promise<Snapshot> {
  const [collections, accounts] = await Promise.all([firestoreSnapshot(db), accountsSnapshot(auth)]);
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
