import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['skips the academic title and joins the first and last initials', 'Prof. R. Venkatesan', 'RV'],
    ['takes the last name of several', 'Dr. T. Senthil Kumar', 'TK'],
    ['uses a single letter for a single name', 'Dr. Meena', 'M'],
    ['is empty when only a title is given', 'Prof.', ''],
    ['is empty for an empty name', '', ''],
    ['upper-cases lower-case names', 'ada lovelace', 'AL'],
  ])('%s', (_case, name, shown) => {
    expect(initials(name)).toBe(shown);
  });
});
