// The dashboard counters (reviewers, authors, papers per status and per month) that server triggers keep
// exact, live: one listener on the stats collection, which holds the counters' shards (statsShardIds), added
// up here. A read per shard when the dashboard opens and one per change after, whatever the number of
// papers, and the figures are never stale (the spec's 10-second refresh of the status counts, without
// polling).
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { dashboardStatsFrom, sumShards, type DashboardStats } from '@confsys/domain';
import { typedCollection } from '../../lib/documents';
import { useLiveQuery } from '../../lib/useLiveDocument';
import { useCurrentEdition } from '../editions/getCurrentEdition';
import { useReadingEdition } from '../../lib/readingEdition';

/**
 * The dashboard figures, or null until the first snapshot. No shard means nothing was counted yet
 * (zeros). A refused or failed read is thrown during render: wrap the consumers in
 * LoadErrorBoundary. The listener is the component's own, so a refusal while signed out does not
 * stay behind for the next sign-in in the same tab.
 */
export function useDashboardStats(): DashboardStats | null {
  const firestore = useFirestore();
  // The chair reading an archived edition sees its counters.
  const current = useCurrentEdition();
  const reading = useReadingEdition();
  const edition = reading ?? current;
  const ref = useMemo(() => (edition ? typedCollection.stats(firestore, edition) : undefined), [firestore, edition]);
  const live = useLiveQuery(ref, ref?.path ?? '');
  return live.loading ? null : dashboardStatsFrom(sumShards(live.data));
}
