// Root of every screen that needs Firebase (sign-in screens and the three roles' areas): the SDK, the
// reactfire providers, the API token source, the cache of API answers and the MUI theme load here, never
// on public pages.
import { Outlet, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { auth, firebaseApp, firestore } from '../lib/firebase';
import { setTokenSource } from '../lib/api';
import { queryClient } from '../lib/queryClient';
import { idToken } from '../lib/session';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { followsUserTheme } from '../theme/themeMode';

setTokenSource(idToken);

export default function FirebaseRoot() {
  const { pathname } = useLocation();
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <QueryClientProvider client={queryClient}>
            <ThemeModeProvider followUserChoice={followsUserTheme(pathname)}>
              <Outlet />
            </ThemeModeProvider>
          </QueryClientProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
