import { describe, expect, it } from 'vitest';
import { comparePaperIds, isId, paperNumberOf, splitFileName, type IdKind } from './ids';

describe('ID formats', () => {
  it('accept the IDs the product issues', () => {
    const issued: Array<[IdKind, string]> = [['paper', 'ICCS25-0001'], ['reviewer', 'demo-reviewer'], ['reviewer', 'Xy7Qw3Ertz9LpA0bC1dE'], ['reviewer', '__x'], ['registration', 'a'.repeat(24)], ['payment', 'Jq3mXc0aB1dE2fG3hI4j']];
    for (const [kind, value] of issued) expect(isId(kind, value), value).toBe(true);
    // Firestore reserves IDs that start and end with two underscores: naming one as a cursor or an ID
    // would be a server error, not a 400 (found by the contract fuzz: ids=__proto__).
    for (const reserved of ['__proto__', '__name__']) expect(isId('reviewer', reserved), reserved).toBe(false);
  });

  it('refuse paths, traversal, empty and over-long values', () => {
    const refused: Array<[IdKind, string]> = [['paper', '../etc/passwd'], ['pathParameter', 'a..b'], ['paper', ''], ['paper', 'P'.repeat(41)], ['registration', 'A'.repeat(24)], ['payment', '../users'], ['payment', 'p'.repeat(41)]];
    for (const [kind, value] of refused) expect(isId(kind, value), value).toBe(false);
  });

  it('split a served file name into its ID and extension', () => {
    expect(splitFileName('ICCS25-0001.pdf')).toEqual({ id: 'ICCS25-0001', extension: 'pdf' });
    expect(splitFileName('ICCS25-0001')).toBeNull();
    expect(splitFileName('.pdf')).toBeNull();
    expect(splitFileName('a/b.pdf')).toBeNull();
    expect(splitFileName('ICCS25-0001.PDF')).toBeNull();
  });
});

describe('paper IDs in order', () => {
  it('sort by their number past 9,999, and by edition first', () => {
    const ids = ['ICCS25-10000', 'ICCS26-0001', 'ICCS25-2000', 'ICCS25-9999', 'ICCS25-0001', 'ICCS25-100000', 'ICCS25-0100'];
    expect([...ids].sort(comparePaperIds)).toEqual(['ICCS25-0001', 'ICCS25-0100', 'ICCS25-2000', 'ICCS25-9999', 'ICCS25-10000', 'ICCS25-100000', 'ICCS26-0001']);
    expect([...ids].sort()).not.toEqual([...ids].sort(comparePaperIds));
  });

  it('read the number an ID ends with, 0 for one without', () => {
    expect(paperNumberOf('ICCS25-0042')).toBe(42);
    expect(paperNumberOf('ICCS25-10000')).toBe(10000);
    expect(paperNumberOf('imported')).toBe(0);
  });
});
