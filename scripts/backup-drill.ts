// npm run backup-drill (against a running `npm start`; `npm test` runs it after the invariant check):
// backs up the emulator suite's data, wipes it, restores it, and fails unless everything came back:
// every collection and subcollection (count and contents), every Auth account, every file of the file
// store (names and SHA-256), and the invariants hold. Prints how long each step took.
//   Backup: the emulator hub's export (Firestore and Auth, as `firebase emulators:export` does) and a
//   copy of the file store's directory (FILE_STORE_DIR). Wipe: the emulators' delete endpoints and the
//   directory emptied. Restore: the Firestore emulator's import endpoint (it imports while running), the
//   Auth emulator's batchCreate with the exported accounts (as `--import` does), the directory copied back.
// Background triggers are paused meanwhile, so the wipe and the restore do not count anything twice.
//   --keep <dir>   keep the backup in <dir> (a temporary directory, removed afterwards, by default)
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { auth } from '../functions/src/lib/admin';
import { checkInvariants } from '../functions/src/lib/invariants';
import { hubUrl, projectId } from './lib/emulators.mjs';
import { compareSnapshots, describeSnapshot, takeSnapshot } from './lib/snapshot';

const { values } = parseArgs({ options: { keep: { type: 'string' } } });
const firestoreUrl = `http://${process.env.FIRESTORE_EMULATOR_HOST}`;
const authUrl = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;
const fileDirectory = resolve(process.env.FILE_STORE_DIR ?? '');
const database = `projects/${projectId}/databases/(default)`;
const documentsUrl = `${firestoreUrl}/v1/${database}/documents`;
/** The Auth emulator's administrator credential. */
const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

async function send(method: string, url: string, body?: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }): Promise<void> {
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
}

const timings: Array<[string, number]> = [];
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  timings.push([name, performance.now() - started]);
  return result;
}

async function emptyDirectory(directory: string): Promise<void> {
  await mkdir(directory, { recursive: true });
  for (const entry of await readdir(directory)) await rm(join(directory, entry), { recursive: true, force: true });
}

const backup = values.keep ? resolve(values.keep) : await mkdtemp(join(tmpdir(), 'confsys-backup-'));
const exported = join(backup, 'emulators');
const savedFiles = join(backup, 'files');
let failed = false;

await send('PUT', `${hubUrl}/functions/disableBackgroundTriggers`);
try {
  const before = await step('read the data', () => takeSnapshot({ documentsUrl, auth, fileDirectory }));
  console.log(`Backing up ${describeSnapshot(before)}.`);

  await step('back up', async () => {
    await send('POST', `${hubUrl}/_admin/export`, { path: exported, initiatedBy: 'backup-drill' });
    await cp(fileDirectory, savedFiles, { recursive: true });
  });

  await step('wipe', async () => {
    await send('DELETE', `${firestoreUrl}/emulator/v1/${database}/documents`);
    await send('DELETE', `${authUrl}/emulator/v1/projects/${projectId}/accounts`);
    await emptyDirectory(fileDirectory);
  });
  const wiped = await takeSnapshot({ documentsUrl, auth, fileDirectory });
  if (describeSnapshot(wiped) !== describeSnapshot({ collections: {}, accounts: {}, files: {} })) throw new Error(`The wipe left ${describeSnapshot(wiped)}.`);

  await step('restore', async () => {
    const metadata = JSON.parse(await readFile(join(exported, 'firebase-export-metadata.json'), 'utf8')) as { firestore: { metadata_file: string }; auth: { path: string } };
    await send('POST', `${firestoreUrl}/emulator/v1/projects/${projectId}:import`, { database, export_directory: join(exported, metadata.firestore.metadata_file) });
    const authExport = join(exported, metadata.auth.path);
    await send('PATCH', `${authUrl}/emulator/v1/projects/${projectId}/config`, await readFile(join(authExport, 'config.json'), 'utf8'), owner);
    await send('POST', `${authUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`, await readFile(join(authExport, 'accounts.json'), 'utf8'), owner);
    await cp(savedFiles, fileDirectory, { recursive: true });
  });

  const after = await step('compare', () => takeSnapshot({ documentsUrl, auth, fileDirectory }));
  const differences = compareSnapshots(before, after);
  const violations = await step('check the invariants', () => checkInvariants());
  for (const difference of differences) console.error(`  ✗ ${difference}`);
  for (const violation of violations) console.error(`  ✗ ${violation.invariant}: ${violation.detail}`);
  failed = differences.length > 0 || violations.length > 0;
  console.log(failed ? 'The restore did not bring everything back.' : `Restored ${describeSnapshot(after)}: the same as backed up, and the invariants hold.`);
} catch (error) {
  failed = true;
  console.error(`The backup drill stopped: ${(error as Error).message}`);
} finally {
  await send('PUT', `${hubUrl}/functions/enableBackgroundTriggers`);
  if (!values.keep) await rm(backup, { recursive: true, force: true });
}
console.log(`Backup drill: ${timings.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ')}; total ${(timings.reduce((sum, [, ms]) => sum + ms, 0) / 1000).toFixed(1)} s.`);
process.exit(failed ? 1 : 0);
