// What the public site says about editions: the list of past ones, and what an address naming one shows.
import type { PublicEdition } from '@confsys/domain';

/** The archived editions, newest first, as the past editions page lists them. */
export function pastEditions(editions: readonly PublicEdition[]): PublicEdition[] {
  return editions.filter((edition) => edition.state === 'archived');
}

/** What /editions/{id} shows: the archived edition, the current one (whose pages are the site's), or nothing of that ID. */
export function editionNamed(editions: readonly PublicEdition[], id: string): { kind: 'archived' | 'current'; edition: PublicEdition } | { kind: 'missing' } {
  const edition = editions.find((candidate) => candidate.id === id);
  if (!edition) return { kind: 'missing' };
  return { kind: edition.state === 'current' ? 'current' : 'archived', edition };
}

export const pastEditionsNone = 'This is the first edition of the conference: no earlier one is archived yet.';
export const pastEditionsLoadFailed = 'The past editions could not be loaded. Reload the page to try again.';
export const editionMissing = 'No past edition of the conference has this address.';
