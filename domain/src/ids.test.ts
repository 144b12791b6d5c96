import { describe, expect, it } from 'vitest';
import { isId, splitFileName } from './ids';

describe('ID formats', () => {
  it('accept the IDs the product issues', () => {
    expect(isId('paper', 'ICCS25-0001')).toBe(true);
    expect(isId('reviewer', 'demo-reviewer')).toBe(true);
    expect(isId('reviewer', 'Xy7Qw3Ertz9LpA0bC1dE')).toBe(true);
    // Firestore reserves IDs that start and end with two underscores: naming one as a cursor or an ID
    // would be a server error, not a 400 (found by the contract fuzz: ids=__proto__).
    expect(isId('reviewer', '__proto__')).toBe(false);
    expect(isId('reviewer', '__name__')).toBe(false);
    expect(isId('reviewer', '__x')).toBe(true);
    expect(isId('registration', 'a'.repeat(24))).toBe(true);
  });

  it('refuse paths, traversal, empty and over-long values', () => {
    expect(isId('paper', '../etc/passwd')).toBe(false);
    expect(isId('pathParameter', 'a..b')).toBe(false);
    expect(isId('paper', '')).toBe(false);
    expect(isId('paper', 'P'.repeat(41))).toBe(false);
    expect(isId('registration', 'A'.repeat(24))).toBe(false);
  });

  it('split a served file name into its ID and extension', () => {
    expect(splitFileName('ICCS25-0001.pdf')).toEqual({ id: 'ICCS25-0001', extension: 'pdf' });
    expect(splitFileName('ICCS25-0001')).toBeNull();
    expect(splitFileName('.pdf')).toBeNull();
    expect(splitFileName('a/b.pdf')).toBeNull();
    expect(splitFileName('ICCS25-0001.PDF')).toBeNull();
  });
});
