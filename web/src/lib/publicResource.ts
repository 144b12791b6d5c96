// A public JSON answer the SPA reads once per page load and shares among every component that shows it
// (the calendar's dates, the fee table). No Firebase and no zod, so the public pages can load it; the
// server render (the prerendered HTML) has `loading`, and the answer replaces it when it arrives.
import { useEffect, useSyncExternalStore } from 'react';
import { apiRequest } from './api';

/** Where the fetch stands: the answer once read, or the failure (the server's refusal, for a page that says why). */
export type ResourceState<T> = { status: 'loading' } | { status: 'ready'; answer: T } | { status: 'error'; error: unknown };

/** A public read's address with its query (`edition` names an archived edition; the current one's without it). */
export function publicAddress(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, value);
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** A hook that fetches `path` on its first use in the page and gives every caller the same state. */
export function publicResource<T>(path: string): () => ResourceState<T> {
  let state: ResourceState<T> = { status: 'loading' };
  let requested = false;
  const listeners = new Set<() => void>();
  const loading: ResourceState<T> = { status: 'loading' };

  const settle = (next: ResourceState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const load = () => {
    if (requested) return;
    requested = true;
    apiRequest<T>(path).then(
      (answer) => settle({ status: 'ready', answer }),
      (error: unknown) => settle({ status: 'error', error }),
    );
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return function useResource(): ResourceState<T> {
    // Keyed on this resource's own load: a component that moves to another address (the next page, a
    // search) loads that one too.
    useEffect(load, [load]);
    return useSyncExternalStore(
      subscribe,
      () => state,
      () => loading,
    );
  };
}

const byAddress = new Map<string, () => ResourceState<unknown>>();

/** The resource of a public address that varies with the page (a page of a list, an edition): one per address, made on first use. */
export function resourceAt<T>(path: string): () => ResourceState<T> {
  let resource = byAddress.get(path);
  if (!resource) {
    resource = publicResource<unknown>(path);
    byAddress.set(path, resource);
  }
  return resource as () => ResourceState<T>;
}
