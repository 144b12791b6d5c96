// The similarity check of one paper's file: its signature made and stored, filed under its band values in
// the collection every edition shares, its candidates found by those bands (never by comparing every
// pair), each candidate measured exactly on the shingles both ways, and the matches recorded on both
// papers. The order makes two checks running at once find each other: each stores its signature, then
// files its bands, then reads the bands; whichever reads second sees the other's complete signature.
import { FieldValue } from 'firebase-admin/firestore';
import { Collections, type Edition, type SignatureSource, type SimilarityDoc, type StoredMatch } from '@confsys/domain';
import { db } from '../admin';
import { documents, readAll } from '../documents';
import { readEdition } from '../editions/editions';
import { currentEdition, inEdition } from '../editionScope';
import { fileStore } from '../fileStore';
import { pdfPageTexts } from '../pdf/anonymityCheck';
import { similarityChanges } from '../similarityChanges';
import { bandPlace, containment, shinglesFromBytes, shinglesToBytes, signatureOf, signatureVersion, type Signature } from './signature';

/** Matches below this share are not recorded: a few common phrases, not an overlap. */
export const recordFloor = 5;
/** Pages read of a file: far beyond any paper's, short of a volume's. */
const maxPages = 200;
/** At most this many candidates are measured for one paper (a band value shared by more is boilerplate). */
const maxCandidates = 300;

/** A paper of some edition, as its band entries name it: "iccs-2025/ICCS25-0042". */
export const paperKey = (edition: string, paperId: string) => `${edition}/${paperId}`;
function parseKey(key: string): { edition: string; paperId: string } {
  const at = key.indexOf('/');
  return { edition: key.slice(0, at), paperId: key.slice(at + 1) };
}

const bandsCollection = () => db.collection(Collections.similarityBands);

/** Files (or withdraws) a paper under band keys: one merge per band document, which never conflicts. */
async function fileBands(keys: readonly string[], entry: string, add: boolean): Promise<void> {
  for (let from = 0; from < keys.length; from += 400) {
    const batch = db.batch();
    for (const key of keys.slice(from, from + 400)) {
      const { doc, value } = bandPlace(key);
      batch.set(bandsCollection().doc(doc), { keys: { [value]: add ? FieldValue.arrayUnion(entry) : FieldValue.arrayRemove(entry) } }, { merge: true });
    }
    await batch.commit();
  }
}

/** The papers filed under each band key, in the keys' order. */
async function bandEntries(keys: readonly string[]): Promise<string[][]> {
  const docs = [...new Set(keys.map((key) => bandPlace(key).doc))];
  const stored = await readAll(docs.map((doc) => documents.similarityBands.doc(doc)));
  return keys.map((key) => {
    const { doc, value } = bandPlace(key);
    return stored[docs.indexOf(doc)]?.keys[value] ?? [];
  });
}

/**
 * A band value shared by this many papers is a template's or a placeholder's, not a sign of copying: no
 * paper is filed under it any more, so its list stays small and a check reads little.
 */
export const crowdedBand = 200;

/** The papers filed under any of the band keys, but the paper itself. */
async function candidatesOf(keys: readonly string[], self: string): Promise<string[]> {
  const found = new Map<string, number>();
  for (const entries of await bandEntries(keys)) {
    if (entries.length >= crowdedBand) continue;
    for (const entry of entries) if (entry !== self) found.set(entry, (found.get(entry) ?? 0) + 1);
  }
  // Most bands in common first: the likeliest overlaps are measured when there are too many.
  return [...found.entries()].sort((a, b) => b[1] - a[1]).slice(0, maxCandidates).map(([entry]) => entry);
}

/** Editions by ID, each read once per check. */
function editionReader() {
  const known = new Map<string, Promise<Edition | undefined>>();
  return (id: string) => {
    if (!known.has(id)) known.set(id, id === currentEdition().id ? Promise.resolve(currentEdition()) : readEdition(id));
    return known.get(id)!;
  };
}

/** A paper's stored signature in its edition. */
async function storedSignature(edition: Edition, paperId: string): Promise<SimilarityDoc | undefined> {
  return inEdition(edition, async () => (await documents.similarity.doc(paperId).get()).data());
}

/** Matches highest first, and the highest's percent. */
function ranked(matches: readonly StoredMatch[]): { matches: StoredMatch[]; top: number } {
  const sorted = [...matches].sort((a, b) => b.percent - a.percent || a.paperId.localeCompare(b.paperId));
  return { matches: sorted, top: sorted[0]?.percent ?? 0 };
}

/**
 * Records on a paper's signature what it shares with another (its match replaced, or removed when null),
 * in a transaction, so the checks of several papers can each add theirs.
 */
async function recordMatch(edition: Edition, paperId: string, other: { edition: string; paperId: string }, percent: number | null): Promise<void> {
  await inEdition(edition, () =>
    db.runTransaction(async (transaction) => {
      const ref = documents.similarity.doc(paperId);
      const stored = (await transaction.get(ref)).data();
      if (!stored) return;
      const kept = stored.matches.filter((match) => !(match.paperId === other.paperId && match.edition === other.edition));
      const next = ranked(percent === null ? kept : [...kept, { paperId: other.paperId, edition: other.edition, percent }]);
      transaction.update(ref, { matches: next.matches, top: next.top });
    }),
  );
}

/**
 * Stores the paper's signature made from `file` and checks it against every other paper filed under its
 * bands, in this edition and every other; the matches are recorded on both sides.
 */
export async function storeSignature(paperId: string, file: string, source: SignatureSource, signature: Signature, now = new Date()): Promise<void> {
  const edition = currentEdition();
  const self = paperKey(edition.id, paperId);
  const ref = documents.similarity.doc(paperId);
  const previous = (await ref.get()).data();
  // 1. The signature, its matches to be measured again.
  await ref.set({
    paperId,
    source,
    file,
    version: signatureVersion,
    words: signature.words,
    shingles: shinglesToBytes(signature.shingles),
    bands: signature.bands,
    matches: [],
    top: 0,
    computedAt: now.toISOString(),
    // The external check of the same file stands (a rebuild signs it again); a new file is sent anew.
    ...(previous?.external && previous.file === file ? { external: previous.external } : {}),
  });
  // 2. Filed under its new bands (but the crowded ones), withdrawn from the old ones it no longer has.
  const filled = await bandEntries(signature.bands);
  await fileBands(signature.bands.filter((_, at) => (filled[at] ?? []).length < crowdedBand), self, true);
  const dropped = (previous?.bands ?? []).filter((key) => !signature.bands.includes(key));
  if (dropped.length > 0) await fileBands(dropped, self, false);
  // 3. The candidates, measured both ways.
  const editions = editionReader();
  const candidates = await candidatesOf(signature.bands, self);
  const measured = new Map<string, { edition: Edition; paperId: string; mine: number; theirs: number }>();
  await Promise.all(
    candidates.map(async (key) => {
      const { edition: editionId, paperId: otherId } = parseKey(key);
      const otherEdition = await editions(editionId);
      const other = otherEdition ? await storedSignature(otherEdition, otherId) : undefined;
      if (!otherEdition || !other || other.shingles.length === 0) return;
      const theirShingles = shinglesFromBytes(other.shingles);
      measured.set(key, { edition: otherEdition, paperId: otherId, mine: containment(signature.shingles, theirShingles), theirs: containment(theirShingles, signature.shingles) });
    }),
  );
  // 4. Recorded on this paper (with any a concurrent check recorded meanwhile) and on each other paper,
  // and withdrawn from the papers the previous file matched that this one does not.
  const found = [...measured.values()].filter((match) => Math.max(match.mine, match.theirs) >= recordFloor);
  await db.runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data();
    if (!stored || stored.file !== file) return;
    const measuredKeys = new Set(measured.keys());
    const kept = stored.matches.filter((match) => !measuredKeys.has(paperKey(match.edition, match.paperId)));
    const next = ranked([...kept, ...found.filter((match) => match.mine >= recordFloor).map((match) => ({ paperId: match.paperId, edition: match.edition.id, percent: match.mine }))]);
    transaction.update(ref, { matches: next.matches, top: next.top });
  });
  const others = new Map<string, { edition: Edition; paperId: string; percent: number | null }>();
  for (const match of previous?.matches ?? []) {
    const otherEdition = await editions(match.edition);
    if (otherEdition) others.set(paperKey(match.edition, match.paperId), { edition: otherEdition, paperId: match.paperId, percent: null });
  }
  for (const [key, match] of measured) others.set(key, { edition: match.edition, paperId: match.paperId, percent: match.theirs >= recordFloor ? match.theirs : null });
  await Promise.all([...others.values()].map((other) => recordMatch(other.edition, other.paperId, { edition: edition.id, paperId }, other.percent)));
}

/** The check a marker asks for: the file it names signed and checked, then the marker removed unless a newer upload replaced it. */
export async function checkMarkedFile(paperId: string): Promise<void> {
  const markerRef = similarityChanges().doc(paperId);
  const marker = await markerRef.get();
  const waiting = marker.data();
  if (!waiting) return;
  const { file, source } = waiting;
  const stored = await fileStore().read(file);
  // A file already replaced (an edit right after) is gone: the newer marker names its successor.
  if (stored) await storeSignature(paperId, file, source, signatureOf(await pdfPageTexts(stored.bytes, maxPages)));
  await markerRef.delete({ lastUpdateTime: marker.updateTime! }).catch((error: { code?: number }) => {
    // 9 FAILED_PRECONDITION: a newer upload wrote the marker again; its own event checks it.
    if (error.code !== 9) throw error;
  });
}

/** Removes a paper's signature and its band entries (the paper is erased). */
export async function removeSignature(paperId: string): Promise<void> {
  const edition = currentEdition();
  const stored = (await documents.similarity.doc(paperId).get()).data();
  if (!stored) return;
  await fileBands(stored.bands, paperKey(edition.id, paperId), false);
  const editions = editionReader();
  for (const match of stored.matches) {
    const otherEdition = await editions(match.edition);
    if (otherEdition) await recordMatch(otherEdition, match.paperId, { edition: edition.id, paperId }, null);
  }
  await documents.similarity.doc(paperId).delete();
}

/** Each paper's highest match in percent, in the order asked; null where no signature is made, or its file had no text. */
export async function topSimilarity(paperIds: readonly string[]): Promise<Array<number | null>> {
  const stored = await readAll(paperIds.map((paperId) => documents.similarity.doc(paperId)));
  return stored.map((signature) => (signature && signature.shingles.length > 0 ? signature.top : null));
}
