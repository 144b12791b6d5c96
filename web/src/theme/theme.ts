// The MUI theme of the signed-in screens, light or dark; component looks are set here, not per screen.
import { createTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { statusPalettes, type StatusPalette } from './statusPalette';

declare module '@mui/material/styles' {
  interface Palette {
    /** Each paper status's chip colours (StatusChip). */
    paperStatus: StatusPalette;
  }
  interface PaletteOptions {
    paperStatus?: StatusPalette;
  }
}

export type ThemeMode = 'light' | 'dark';

export function buildTheme(mode: ThemeMode): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#0b3d6e' : '#7fb3e6' },
      secondary: { main: '#c77700' },
      paperStatus: statusPalettes[mode],
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiDataGrid: {
        styleOverrides: {
          // Rows grow with their content (DataTable sets auto row heights): pad the cells and centre
          // their content vertically, so wrapped titles and button groups do not touch the row lines.
          cell: ({ theme }) => ({ paddingTop: theme.spacing(1), paddingBottom: theme.spacing(1), display: 'flex', alignItems: 'center' }),
        },
      },
    },
  });
}
