// Who is signed in, as a hint kept in local storage, so the public header can say it on its first paint
// without loading Firebase. The session (session.ts) sets it when Auth reports a user and clears it when
// Auth reports none or the user signs out; a stale hint is corrected once Auth has loaded.
import { useSyncExternalStore } from 'react';
import { isRole, type Role } from '@confsys/domain';

export interface SessionHint {
  /** The account's name, or its email address when it has no name. */
  name: string;
  role: Role;
}

export const sessionHintKey = 'sessionHint';

const listeners = new Set<() => void>();

/** The fields of an object kept in local storage as JSON text; null when there is none or the text is not one. */
export function storedObject(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The stored hint, or null when there is none or it is not one (a hand-edited value, an old format). */
export function parseSessionHint(text: string | null): SessionHint | null {
  const { name, role } = storedObject(text) ?? {};
  return typeof name === 'string' && name.trim() !== '' && isRole(role) ? { name: name.trim(), role } : null;
}

function storedText(): string | null {
  try {
    return localStorage.getItem(sessionHintKey);
  } catch {
    return null;
  }
}

export function readSessionHint(): SessionHint | null {
  return parseSessionHint(storedText());
}

export function writeSessionHint(hint: SessionHint | null): void {
  const text = hint ? JSON.stringify(hint) : null;
  if (text === storedText()) return;
  try {
    if (text) localStorage.setItem(sessionHintKey, text);
    else localStorage.removeItem(sessionHintKey);
  } catch {
    // Storage unavailable (private mode, quota): the header then shows the Login menu.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out.
  const onStorage = (event: StorageEvent) => {
    if (event.key === sessionHintKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The hint, following changes; null while prerendering and hydrating (the HTML shows the Login menu). */
export function useSessionHint(): SessionHint | null {
  const text = useSyncExternalStore(subscribe, storedText, () => null);
  return parseSessionHint(text);
}
