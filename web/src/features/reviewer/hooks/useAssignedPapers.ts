// The papers assigned to the signed-in reviewer, from the API, reloaded on demand (after declaring a
// conflict) and when the tab comes back into view.
import { useCallback, useEffect, useState } from 'react';
import type { AssignedPaperView } from '@confsys/domain';
import { getAssignedPapers } from '../api/getAssignedPapers';

export function useAssignedPapers(email: string): { loading: boolean; papers: AssignedPaperView[]; reload: () => void } {
  const [state, setState] = useState<{ loading: boolean; papers: AssignedPaperView[]; error: unknown }>({ loading: true, papers: [], error: null });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    let current = true;
    getAssignedPapers(email).then(
      (papers) => current && setState({ loading: false, papers, error: null }),
      (error: unknown) => current && setState({ loading: false, papers: [], error }),
    );
    return () => {
      current = false;
    };
  }, [email, version]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [reload]);

  // A refused or failed read goes to the screen's error boundary.
  if (state.error) throw state.error;
  return { loading: state.loading, papers: state.papers, reload };
}
