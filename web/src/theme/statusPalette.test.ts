import { describe, expect, it } from 'vitest';
import { paperStatuses } from '@confsys/domain';
import { contrastRatio } from './contrast';
import { buildTheme, type ThemeMode } from './theme';

const modes: readonly ThemeMode[] = ['light', 'dark'];

describe('contrastRatio', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // MUI's warning orange under white text, the chip colour this palette replaces: below 4.5.
    expect(contrastRatio('#ffffff', '#ed6c02')).toBeCloseTo(3.11, 1);
  });
});

describe.each(modes)('the paper status colours in %s mode', (mode) => {
  const palette = buildTheme(mode).palette.paperStatus;

  it.each(paperStatuses)('%s keeps its label at 4.5:1 or more', (status) => {
    const { background, text } = palette[status];
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every status a colour of its own', () => {
    const backgrounds = paperStatuses.map((status) => palette[status].background.toLowerCase());
    expect(new Set(backgrounds).size).toBe(paperStatuses.length);
  });
});
