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

/** The current edition: the one the registry marks current, or the built one while none is. One query. */
export async function readCurrentEdition(): Promise<Edition> {
  const current = await documents.editions.where('state', '==', 'current').limit(1).get();
  return current.docs[0]?.data() ?? builtEdition;
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

/** Runs the work in the current edition: the scheduled runs' and the command-line tools' scope. */
export async function inCurrentEdition<T>(work: () => Promise<T>): Promise<T> {
  return inEdition(await readCurrentEdition(), work);
}
