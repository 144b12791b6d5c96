// The data export: every document the product holds about the signed-in person, collection by collection
// as domain/src/privacy/personalData.ts places them, read raw (what is stored, field for field). Their
// reviewer records (linked by email) name them in the reviews, bids, conflicts and comments; of a paper
// they review only their own assignment is theirs, never the other reviewers' or the authors'. Every
// edition is read: an edition's documents are listed under their ID, those of an edition other than the
// built one under `{editionId}/{id}`.
import type { DocumentData, Query } from 'firebase-admin/firestore';
import { Collections, personalData, type PersonalCollection, type PersonalDataExport, type PersonalLink, type PersonKey, isSharedCollection } from '@confsys/domain';
import { auth, db } from '../admin';
import type { Caller } from '../auth';
import { editionCollection } from '../documents';
import { listEditions } from '../editions/editions';
import { inEdition } from '../editionScope';

type Found = Array<{ id: string; data: unknown }>;

const rows = (docs: ReadonlyArray<{ id: string; data(): DocumentData | undefined }>): Found => docs.map((doc) => ({ id: doc.id, data: doc.data() ?? null }));

/** The person's keys in the current edition: their uid, email, reviewer records and submitted papers. */
async function keysOf(caller: Caller) {
  const email = caller.email.trim().toLowerCase();
  const [records, papers] = await Promise.all([
    editionCollection(Collections.reviewers).where('email', '==', email).get(),
    editionCollection(Collections.manuscripts).where('authorId', '==', caller.uid).select().get(),
  ]);
  return { uid: caller.uid, email, reviewerIds: records.docs.map((doc) => doc.id), paperIds: papers.docs.map((doc) => doc.id) };
}

type Keys = Awaited<ReturnType<typeof keysOf>>;

const valuesOf = (keys: Keys, key: PersonKey): string[] => (key === 'uid' ? [keys.uid] : key === 'email' ? [keys.email] : keys.reviewerIds);

async function each(query: (value: string) => Query, values: readonly string[]): Promise<Found> {
  const found = await Promise.all(values.map(async (value) => rows((await query(value).get()).docs)));
  return found.flat();
}

async function byIds(collection: string, ids: readonly string[]): Promise<Found> {
  if (ids.length === 0) return [];
  const docs = await db.getAll(...ids.map((id) => db.collection(collection).doc(id)));
  return rows(docs.filter((doc) => doc.exists));
}

async function linked(collection: PersonalCollection, link: PersonalLink, keys: Keys): Promise<Found> {
  const name = Collections[collection];
  const ref = isSharedCollection(name) ? db.collection(name) : editionCollection(name);
  switch (link.kind) {
    case 'document':
      return byIds(ref.path, [keys.uid]);
    case 'field':
      return each((value) => ref.where(link.field, '==', value), valuesOf(keys, link.key));
    case 'contains':
      return each((value) => ref.where(link.field, 'array-contains', value), valuesOf(keys, link.key));
    case 'ownPaper':
      return byIds(ref.path, keys.paperIds);
    case 'assignment': {
      const papers = await each((value) => ref.where('reviewerIds', 'array-contains', value), keys.reviewerIds);
      return papers.map(({ id, data }) => {
        const paper = data as { title?: unknown; reviewers?: Array<{ reviewerId?: unknown }> };
        return { id, data: { paperId: id, title: paper.title ?? null, assignments: (paper.reviewers ?? []).filter((entry) => keys.reviewerIds.includes(String(entry.reviewerId))) } };
      });
    }
    case 'none':
      return [];
  }
}

/** Everything the product holds about the caller, and what it leaves out and why. */
export async function exportPersonalData(caller: Caller, now = new Date()): Promise<PersonalDataExport> {
  const [editions, account] = await Promise.all([listEditions(), auth.getUser(caller.uid).catch(() => null)]);
  const keyed = await Promise.all(editions.map(async (edition) => ({ edition, keys: await inEdition(edition, () => keysOf(caller)) })));
  const keys = keyed.find(({ edition }) => edition.layout === 'root')?.keys ?? keyed[0]!.keys;
  /** What one link finds: once in the shared collections, in every edition in the others. */
  const find = async (collection: PersonalCollection, link: PersonalLink): Promise<Found> => {
    if (isSharedCollection(Collections[collection])) return linked(collection, link, keys);
    const found = await Promise.all(
      keyed.map(({ edition, keys: own }) =>
        inEdition(edition, async () => (await linked(collection, link, own)).map((row) => (edition.layout === 'root' ? row : { ...row, id: `${edition.id}/${row.id}` }))),
      ),
    );
    return found.flat();
  };
  const collections: Record<string, Found> = {};
  const notIncluded: Record<string, string> = {};
  await Promise.all(
    (Object.entries(personalData) as Array<[PersonalCollection, readonly PersonalLink[]]>).map(async ([collection, links]) => {
      const none = links.find((link) => link.kind === 'none');
      if (none) {
        notIncluded[collection] = none.why;
        return;
      }
      const found = (await Promise.all(links.map((link) => find(collection, link)))).flat();
      // A document two links find (a comment by a reviewer record and by the account) is listed once.
      collections[collection] = [...new Map(found.map((row) => [row.id, row])).values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    }),
  );
  const toIso = (value: string | undefined) => (value ? new Date(value).toISOString() : null);
  // The profile is among the documents exported (users/{uid}); its name is the account's.
  const profile = collections.users?.[0]?.data as { name?: unknown } | undefined;
  return {
    generatedAt: now.toISOString(),
    account: {
      uid: caller.uid,
      email: keys.email,
      role: caller.role,
      name: String(profile?.name ?? account?.displayName ?? ''),
      createdAt: toIso(account?.metadata.creationTime),
      lastSignInAt: toIso(account?.metadata.lastSignInTime),
    },
    collections,
    notIncluded,
  };
}
