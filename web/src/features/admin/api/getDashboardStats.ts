// stats/dashboard, live: the counters (reviewers, authors, papers per status and per month) that server
// triggers keep exact. One listener on one document: a read per change, whatever the number of papers,
// and the figures are never stale (the spec's 10-second refresh of the status counts, without polling).
import { useMemo } from 'react';
import { doc, type DocumentReference, type FirestoreDataConverter } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { Collections, dashboardStatsDoc, emptyStats, type DashboardStats } from '@confsys/domain';
import { toDashboardStats } from '../utils/dashboard';

const statsConverter: FirestoreDataConverter<DashboardStats> = {
  toFirestore: () => {
    throw new Error('The dashboard counters are written by the server only.');
  },
  fromFirestore: (snapshot, options) => toDashboardStats(snapshot.data(options)),
};

type ReactFireCache = Map<string, { immutableStatus?: { status?: string } }>;

/**
 * reactfire keeps each listener in a page-wide cache and, once it failed, answers with that failure
 * for the rest of the visit. The stats listener fails whenever the admin signs out (the rules then
 * refuse it), so a later sign-in in the same tab would only ever see the error: drop a failed entry
 * before subscribing, and the new session listens afresh. (The cache key is reactfire's own, for
 * useFirestoreDocData without options.)
 */
function forgetFailedListener(ref: DocumentReference<DashboardStats>): void {
  const cache = (globalThis as { _reactFirePreloadedObservables?: ReactFireCache })._reactFirePreloadedObservables;
  const key = `firestore:docData:${ref.firestore.app.name}:${ref.path}:idField=undefined`;
  if (cache?.get(key)?.immutableStatus?.status === 'error') cache.delete(key);
}

/**
 * The dashboard figures, or null until the first snapshot. A missing document means nothing was
 * counted yet (zeros). A refused or failed read is thrown during render (reactfire): wrap the
 * consumers in LoadErrorBoundary.
 */
export function useDashboardStats(): DashboardStats | null {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, Collections.stats, dashboardStatsDoc).withConverter(statsConverter), [firestore]);
  forgetFailedListener(ref);
  const { status, data } = useFirestoreDocData(ref);
  if (status === 'loading') return null;
  return data ?? emptyStats();
}
