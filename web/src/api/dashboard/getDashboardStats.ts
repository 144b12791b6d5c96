// stats/dashboard, live: the counters (reviewers, authors, papers per status and per month) that server
// triggers keep exact. One listener on one document: a read per change, whatever the number of papers,
// and the figures are never stale (the spec's 10-second refresh of the status counts, without polling).
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { dashboardStatsDoc, dashboardStatsFrom, type DashboardStats } from '@confsys/domain';
import { typedDoc } from '../../lib/documents';
import { useLiveDocument } from '../../lib/useLiveDocument';

/**
 * The dashboard figures, or null until the first snapshot. A missing document means nothing was
 * counted yet (zeros). A refused or failed read is thrown during render: wrap the consumers in
 * LoadErrorBoundary. The listener is the component's own, so a refusal while signed out does not
 * stay behind for the next sign-in in the same tab.
 */
export function useDashboardStats(): DashboardStats | null {
  const firestore = useFirestore();
  const ref = useMemo(() => typedDoc.stats(firestore, dashboardStatsDoc), [firestore]);
  const live = useLiveDocument(ref);
  return live.loading ? null : dashboardStatsFrom(live.data);
}
