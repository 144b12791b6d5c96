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

const primaryMain: Record<ThemeMode, string> = { light: '#0b3d6e', dark: '#7fb3e6' };

/**
 * The keyboard focus ring of every control: 3px in the primary colour (over 7:1 against the page in
 * both modes, theme.test.ts), the same ring as the prerendered forms' (public.css). MUI's own focus
 * cue, a faint ripple or tint, differs from the unfocused control by less than 2:1.
 */
export function focusRing(mode: ThemeMode, offset = 2) {
  return { outline: `3px solid ${primaryMain[mode]}`, outlineOffset: offset };
}

export function buildTheme(mode: ThemeMode): Theme {
  const ring = focusRing(mode);
  // Inside containers that clip their overflow (the admin drawer, grid cells): drawn inside the edge.
  const insetRing = focusRing(mode, -3);
  return createTheme({
    palette: {
      mode,
      primary: { main: primaryMain[mode] },
      secondary: { main: '#c77700' },
      // Text in these colours (a warning button, a conflict's reason, an info notice) reads at 4.5:1 or
      // more on white; MUI's light defaults for warning (#ed6c02) and info (#0288d1) do not.
      ...(mode === 'light' ? { warning: { main: '#a34d00' }, info: { main: '#01579b' } } : {}),
      paperStatus: statusPalettes[mode],
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
      // Buttons, icon buttons, list items, tabs, checkboxes, radios, switches, chips and menu items.
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': ring } } },
      // Inside the public site's layout (the public pages, the author's and reviewer's screens, the
      // invitation and certificate pages) a button has the size, weight and border of the site's own
      // (public.css, .pub-btn), so a page never shows two styles of button. Small buttons in tables stay small.
      MuiButton: {
        styleOverrides: {
          root: {
            '.public-site &:not(.MuiButton-sizeSmall)': { minHeight: '2.75rem', padding: '0.6rem 1.3rem', fontWeight: 650, lineHeight: 1.2 },
            '.public-site &.MuiButton-outlined:not(.MuiButton-sizeSmall), .public-site &.MuiButton-outlined:not(.MuiButton-sizeSmall):hover': { borderWidth: 2 },
          },
        },
      },
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing } } },
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing } } },
      MuiLink: { styleOverrides: { root: { '&:focus-visible, &.Mui-focusVisible': ring } } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      // A disabled field's helper text often says why it is disabled ("Every accepted paper is placed in
      // a session."): it keeps the secondary text colour, which meets the contrast minimum, rather than
      // the disabled grey, which does not.
      MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
      MuiDataGrid: {
        styleOverrides: {
          // Rows grow with their content (DataTable sets auto row heights): pad the cells and centre
          // their content vertically, so wrapped titles and button groups do not touch the row lines.
          // A cell or header reached with the arrow keys draws the focus ring; a control inside one
          // draws its own, so the cell then draws none.
          // Text wraps within its cell (the grid's own cells keep to one line and cut the rest off); a
          // word longer than the cell breaks only where nothing else would make it fit.
          cell: ({ theme }) => ({
            paddingTop: theme.spacing(1),
            paddingBottom: theme.spacing(1),
            display: 'flex',
            alignItems: 'center',
            whiteSpace: 'normal',
            overflowWrap: 'break-word',
            '&:focus': insetRing,
            '&:focus-within:not(:focus)': { outline: 'none' },
          }),
          columnHeader: { '&:focus': insetRing, '&:focus-within:not(:focus)': { outline: 'none' } },
        },
      },
    },
  });
}
