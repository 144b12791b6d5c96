// Signs an author in with an email and a password (the login screen, and registration right after the
// account is made): back to the page asked for before sign-in, else the author's own dashboard.
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { StorageKeys } from '../../../lib/storage';
import { loginAuthor, type LoginInput } from '../../../api/accounts/loginAuthor';
import { redirectTarget } from '../utils/redirect';
import { preloadSession, useSignIn } from './useSignIn';

/** Resolves once signed in and on the way to the next screen; throws the login call's failure. */
export function useAuthorSignIn(): (input: LoginInput) => Promise<void> {
  const location = useLocation();
  const signIn = useSignIn();
  return async (input: LoginInput) => {
    preloadSession();
    const answer = await loginAuthor(input);
    localStorage.setItem(StorageKeys.authorId, answer.authorId);
    await signIn(answer.token, redirectTarget(location.state, paths.authorDashboardFor(answer.authorId)));
  };
}
