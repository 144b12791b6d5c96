// Root of every screen that needs Firebase (sign-in screens and the three roles' areas): the SDK, the
// reactfire providers, the API token source and the MUI theme load here, never on public pages.
import { Outlet } from 'react-router';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { auth, firebaseApp, firestore } from '../lib/firebase';
import { setTokenSource } from '../lib/api';
import { idToken } from '../lib/session';
import { buildTheme } from '../theme/theme';

setTokenSource(idToken);

export default function FirebaseRoot() {
  const theme = useMemo(() => buildTheme('light'), []);
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <ThemeProvider theme={theme}>
            <Outlet />
          </ThemeProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
