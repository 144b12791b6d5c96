// The editions' registry (editions/{editionId}): which edition is current, which are archived and which
// is being prepared. Until the chair creates a second edition the registry may be empty, and the built
// edition (its documents at the top of the database) is the current one.
import { builtEdition, type Edition } from '@confsys/domain';
import { documents } from '../documents';
import { inEdition } from '../editionScope';

/** Every edition, the built one included, oldest first. */
export async function listEditions(): Promise<Edition[]> {
  const stored = (await documents.editions.get()).docs.map((doc) => doc.data());
  const all = stored.some((edition) => edition.id === builtEdition.id) ? stored : [builtEdition, ...stored];
  return all.sort((a, b) => a.year - b.year || a.id.localeCompare(b.id));
}

/**
 * The ID of the edition this process last found current: a guess to check, never an answer. Opening an
 * edition archives the current one in the same transaction, so one edition at a time is marked current.
 */
let lastCurrentId = builtEdition.id;

/**
 * The current edition: the one the registry marks current, or the built one while none is. Every call
 * reads the database; the edition this process last found current is read by its ID first (one document,
 * where the registry's query reads an index, and the emulator every document it holds), and the registry
 * is queried only when that edition is no longer current.
 * - The guessed edition's entry says it is current: it is (the one marked current).
 * - The built edition has no entry: the registry is empty (creating an edition enters the built one in
 *   the same transaction), so the built edition is current.
 */
export async function readCurrentEdition(): Promise<Edition> {
  // readEdition answers the built edition itself (marked current) for its missing entry.
  const guessed = await readEdition(lastCurrentId);
  if (guessed?.state === 'current') return guessed;
  const current = (await documents.editions.where('state', '==', 'current').limit(1).get()).docs[0]?.data() ?? builtEdition;
  lastCurrentId = current.id;
  return current;
}

/**
 * The edition a store path or document path belongs to (editions/{id}/... is that edition's, anything
 * else the built edition's), and the path within it; undefined edition for an unknown ID.
 */
export async function editionOfPath(path: string): Promise<{ edition: Edition | undefined; local: string }> {
  const nested = /^editions\/([^/]+)\/(.*)$/.exec(path);
  if (!nested) return { edition: builtEdition, local: path };
  return { edition: await readEdition(nested[1] ?? ''), local: nested[2] ?? '' };
}

/** An edition by its ID (the built one without a registry entry too), or undefined. */
export async function readEdition(id: string): Promise<Edition | undefined> {
  const stored = (await documents.editions.doc(id).get()).data();
  return stored ?? (id === builtEdition.id ? builtEdition : undefined);
}

/**
 * The edition of a trigger's document that lives in an edition's own collections: the one its path
 * names (editions/{edition}/...), or the built edition for a document at the top; undefined for an
 * edition the registry does not know.
 */
export async function editionOfEvent(params: Record<string, string | undefined>): Promise<Edition | undefined> {
  return params.edition === undefined ? builtEdition : readEdition(params.edition);
}

/** Runs the work in the current edition: the scheduled runs' and the command-line tools' scope. */
export async function inCurrentEdition<T>(work: () => Promise<T>): Promise<T> {
  return inEdition(await readCurrentEdition(), work);
}
