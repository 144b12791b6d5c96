// The signed-in user's session: the role from the ID token's custom claim, sign-in with the token the
// login endpoints answer, and logout that also clears browser storage. Each change is written to the
// session hint (sessionHint.ts) that the public header reads without loading Firebase. When the user
// changes, the answers kept for the last one are forgotten; a user who is not an admin reads the current
// edition.
import { useEffect, useState } from 'react';
import { onIdTokenChanged, signInWithCustomToken, signOut, type User } from 'firebase/auth';
import { isRole, type Role } from '@confsys/domain';
import { auth } from './firebase';
import { forgetAnswers } from './queryClient';
import { writeSessionHint } from './sessionHint';
import { clearBrowserStorage } from './storage';
import { readingEdition, setReadingEdition } from './readingEdition';

export type Session =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: User; role: Role | null };

let current: Session = { status: 'loading' };
let currentUid: string | null = null;
const listeners = new Set<(session: Session) => void>();

onIdTokenChanged(auth, async (user) => {
  if (!user) {
    current = { status: 'signedOut' };
  } else {
    const { claims } = await user.getIdTokenResult();
    // Signed out (or in as someone else) while the token was read: the later event reports that, and
    // this one must not bring back the session or its hint.
    if (auth.currentUser?.uid !== user.uid) return;
    current = { status: 'signedIn', user, role: isRole(claims.role) ? claims.role : null };
  }
  const uid = user?.uid ?? null;
  if (uid !== currentUid) {
    currentUid = uid;
    forgetAnswers();
  }
  // Reading an archived edition is the chair's choice: an author or a reviewer signed in the same tab
  // acts on the current edition.
  if (current.status === 'signedIn' && current.role !== 'admin' && readingEdition()) setReadingEdition(null);
  const name = current.status === 'signedIn' ? current.user.displayName || current.user.email : null;
  writeSessionHint(current.status === 'signedIn' && current.role && name ? { name, role: current.role } : null);
  listeners.forEach((listener) => listener(current));
});

export function useSession(): Session {
  const [session, setSession] = useState<Session>(current);
  useEffect(() => {
    listeners.add(setSession);
    setSession(current);
    return () => {
      listeners.delete(setSession);
    };
  }, []);
  return session;
}

export async function idToken(): Promise<string | null> {
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

/** Resolves once the session store has caught up with a condition (the guards read the store). */
function sessionWhere(condition: (session: Session) => boolean): Promise<void> {
  if (condition(current)) return Promise.resolve();
  return new Promise((resolve) => {
    const listener = (session: Session) => {
      if (!condition(session)) return;
      listeners.delete(listener);
      resolve();
    };
    listeners.add(listener);
  });
}

/**
 * Exchanges the login endpoint's token for a Firebase session and resolves once the session (with its
 * role) is what the route guards see, so navigating next lands on the role's screen.
 */
export async function startSession(token: string): Promise<void> {
  const { user } = await signInWithCustomToken(auth, token);
  await sessionWhere((session) => session.status === 'signedIn' && session.user.uid === user.uid);
}

export async function logout(): Promise<void> {
  await signOut(auth);
  clearBrowserStorage();
  writeSessionHint(null);
}
