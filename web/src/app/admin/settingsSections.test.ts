import { describe, expect, it } from 'vitest';
import { settingsSectionOf, settingsSections } from './settingsSections';

describe('settingsSectionOf', () => {
  it('gives the section the address names', () => {
    for (const section of settingsSections) expect(settingsSectionOf(section.id)).toBe(section.id);
  });

  it('gives the first section for no section or one the screen does not have', () => {
    for (const asked of [null, '', 'Calendar', 'unknown', '__proto__']) expect(settingsSectionOf(asked)).toBe('conference');
  });
});
