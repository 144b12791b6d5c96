// Signs in with the token a login endpoint answered, then navigates to the role's screen. The sign-in
// screens carry no Firebase code: the session module (and the SDK with it) loads when a login is sent,
// while the login call is under way (preloadSession), and signing in waits for it.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

const loadSession = () => import('../../../lib/session');

/** Starts loading Firebase; a failure shows when signing in needs it. */
export function preloadSession(): void {
  loadSession().catch(() => undefined);
}

export function useSignIn(): (token: string, to: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (token: string, to: string) => {
      const { startSession } = await loadSession();
      await startSession(token);
      await navigate(to, { replace: true });
    },
    [navigate],
  );
}
