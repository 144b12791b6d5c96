import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { buildTheme, focusRing, type ThemeMode } from './theme';

const modes: readonly ThemeMode[] = ['light', 'dark'];

/** '3px solid #0b3d6e' as its width in px and its colour. */
function parseOutline(outline: string): { width: number; colour: string } {
  const match = /^(\d+)px solid (#[0-9a-f]{6})$/i.exec(outline);
  if (!match) throw new Error(`Unexpected outline: ${outline}`);
  return { width: Number(match[1]), colour: match[2]! };
}

describe.each(modes)('the focus ring in %s mode', (mode) => {
  const theme = buildTheme(mode);
  const { width, colour } = parseOutline(focusRing(mode).outline);

  it('is at least 2px wide', () => {
    expect(width).toBeGreaterThanOrEqual(2);
  });

  it('stands out 3:1 or more from the page and from the paper it sits on', () => {
    expect(contrastRatio(colour, theme.palette.background.default)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colour, theme.palette.background.paper)).toBeGreaterThanOrEqual(3);
  });

  it('is what every button-like control draws on keyboard focus', () => {
    const root = theme.components?.MuiButtonBase?.styleOverrides?.root as Record<string, unknown> | undefined;
    expect(root?.['&.Mui-focusVisible']).toEqual(focusRing(mode));
  });
});

describe.each(modes)('the text colours in %s mode', (mode) => {
  const theme = buildTheme(mode);
  it.each(['error', 'warning', 'info', 'success', 'primary'] as const)('%s reads at 4.5:1 or more on the page and on paper', (name) => {
    const colour = theme.palette[name].main;
    expect(contrastRatio(colour, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colour, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });
});
