// The fee table as the registration process page shows it, fetched once per page load from GET
// /api/public/fees, so a change the chair saves shows without a rebuild. No Firebase and no zod, as in
// lib/publicCalendar.ts: the answer is read as plain JSON. The prerendered HTML has no fees (the server
// renders `loading`); they appear once the answer arrives.
import { useEffect, useSyncExternalStore } from 'react';
import { ApiPaths, type PublicFees } from '@confsys/domain';
import { apiRequest } from '../../../lib/api';

/** Where the fetch stands: the answer once read (its fees null until the chair publishes them). */
export type FeesState = { status: 'loading' } | { status: 'ready'; answer: PublicFees } | { status: 'error' };

let state: FeesState = { status: 'loading' };
let requested = false;
const listeners = new Set<() => void>();

function settle(next: FeesState): void {
  state = next;
  for (const listener of listeners) listener();
}

function load(): void {
  if (requested) return;
  requested = true;
  apiRequest<PublicFees>(ApiPaths.publicFees).then(
    (answer) => settle({ status: 'ready', answer }),
    () => settle({ status: 'error' }),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const loading: FeesState = { status: 'loading' };

/** The published fees as they load (the server renders `loading`). */
export function usePublicFees(): FeesState {
  useEffect(load, []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => loading,
  );
}
