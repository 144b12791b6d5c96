// The edition the chair is reading on the admin screens: the current one (null), or an archived one
// chosen on the edition menu. Every API call and file download then names it (X-Edition): the server
// answers reads from it and refuses changes to it. Kept for the browser tab (sessionStorage, which
// signing out clears), so a reload stays in the archive.
import { useSyncExternalStore } from 'react';
import { EditionHeader, type PublicEdition } from '@confsys/domain';
import { StorageKeys } from './storage';

type Reading = Pick<PublicEdition, 'id' | 'name' | 'layout'>;

const listeners = new Set<() => void>();
let cached: { raw: string | null; edition: Reading | null } = { raw: null, edition: null };

/** The archived edition being read, or null for the current one. */
export function readingEdition(): Reading | null {
  const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(StorageKeys.readingEdition);
  if (raw !== cached.raw) {
    let edition: Reading | null = null;
    try {
      const parsed = raw === null ? null : (JSON.parse(raw) as Partial<Reading>);
      if (parsed && typeof parsed.id === 'string' && typeof parsed.name === 'string' && (parsed.layout === 'root' || parsed.layout === 'nested')) edition = { id: parsed.id, name: parsed.name, layout: parsed.layout };
    } catch {
      edition = null;
    }
    cached = { raw, edition };
  }
  return cached.edition;
}

/** Reads an archived edition from now on, or the current one again (null). */
export function setReadingEdition(edition: Reading | null): void {
  if (edition) sessionStorage.setItem(StorageKeys.readingEdition, JSON.stringify({ id: edition.id, name: edition.name, layout: edition.layout }));
  else sessionStorage.removeItem(StorageKeys.readingEdition);
  for (const listener of listeners) listener();
}

/** The header naming the edition being read, to add to a request; none while the current one is read. */
export function editionHeaders(): Record<string, string> {
  const edition = readingEdition();
  return edition ? { [EditionHeader]: edition.id } : {};
}

export function useReadingEdition(): Reading | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readingEdition,
    () => null,
  );
}
