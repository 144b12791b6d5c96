// Provides the MUI theme of the signed-in screens and the user's light/dark choice. The choice is read
// from local storage first (a reload paints the right theme at once), then follows the user's
// settings/{uid} document live while a screen that honours it is shown; setMode switches at once.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { ThemeProvider } from '@mui/material/styles';
import { useSession } from '../lib/session';
import { buildTheme, type ThemeMode } from './theme';
import { defaultThemeMode, readStoredThemeMode, storeThemeMode } from './themeMode';
import { typedDoc } from '../lib/documents';

interface ThemeModeContextValue {
  /** The user's choice (also when the current screen stays light). */
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

interface ThemeModeProviderProps {
  /** The current screen follows the user's choice; otherwise it is light (see followsUserTheme). */
  followUserChoice: boolean;
  children: ReactNode;
}

export function ThemeModeProvider({ followUserChoice, children }: ThemeModeProviderProps) {
  const [mode, setModeState] = useState<ThemeMode>(() => readStoredThemeMode(browserStorage()));
  const session = useSession();
  const firestore = useFirestore();
  const uid = session.status === 'signedIn' ? session.user.uid : null;

  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    storeThemeMode(browserStorage(), next);
  }, []);

  useEffect(() => {
    if (!uid || !followUserChoice) return undefined;
    return onSnapshot(
      typedDoc.settings(firestore, uid),
      (snapshot) => setMode(snapshot.data()?.theme ?? defaultThemeMode),
      // Unreadable settings (offline, signed out meanwhile): keep the remembered choice.
      () => undefined,
    );
  }, [firestore, uid, followUserChoice, setMode]);

  const shownMode: ThemeMode = followUserChoice ? mode : defaultThemeMode;
  const theme = useMemo(() => buildTheme(shownMode), [shownMode]);
  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeContextValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider.');
  return value;
}
