import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('skips the academic title and joins the first and last initials', () => {
    expect(initials('Prof. R. Venkatesan')).toBe('RV');
    expect(initials('Dr. T. Senthil Kumar')).toBe('TK');
  });

  it('uses a single letter for a single name', () => {
    expect(initials('Dr. Meena')).toBe('M');
  });

  it('returns an empty string when only a title is given', () => {
    expect(initials('Prof.')).toBe('');
    expect(initials('')).toBe('');
  });

  it('upper-cases lower-case names', () => {
    expect(initials('ada lovelace')).toBe('AL');
  });
});
