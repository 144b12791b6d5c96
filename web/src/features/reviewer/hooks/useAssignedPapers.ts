// The papers assigned to the signed-in reviewer, from the API (the shared useApiData), reloaded on
// demand (after declaring a conflict) and when the tab comes back into view.
import { useCallback, useEffect } from 'react';
import type { AssignedPaperView } from '@confsys/domain';
import { useApiData } from '../../../lib/useApiData';
import { getAssignedPapers } from '../api/getAssignedPapers';

export function useAssignedPapers(email: string): { loading: boolean; papers: AssignedPaperView[]; reload: () => void } {
  const load = useCallback(() => getAssignedPapers(email), [email]);
  const [state, reload] = useApiData(load);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [reload]);

  // A refused or failed read goes to the screen's error boundary.
  if (state.status === 'error') throw state.error;
  return { loading: state.status === 'loading', papers: state.status === 'ready' ? state.data : [], reload };
}
