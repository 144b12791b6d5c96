// The site's light theme for a public page that draws with MUI (the conference registration, the
// invitation answer, the certificate check): those pages load no Firebase, so they do not sit under the
// signed-in areas' theme (FirebaseRoot), and would otherwise draw MUI's default look, buttons included.
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from './theme';

export function SiteTheme({ children }: { children: ReactNode }) {
  const theme = useMemo(() => buildTheme('light'), []);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
