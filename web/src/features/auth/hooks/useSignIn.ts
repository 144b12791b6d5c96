// Signs in with the token a login endpoint answered, then navigates to the role's screen.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { startSession } from '../../../lib/session';

export function useSignIn(): (token: string, to: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (token: string, to: string) => {
      await startSession(token);
      await navigate(to, { replace: true });
    },
    [navigate],
  );
}
