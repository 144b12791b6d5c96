import { describe, expect, it } from 'vitest';
import { textsNamingYear } from './edition';

describe("the copied texts that name the old edition's year", () => {
  it('finds the year as a word in any string of the document, quoted around it', () => {
    const identity = {
      title: 'International Conference on Computing and Smart Systems 2025',
      venue: { name: 'Hill Campus', directions: 'Buses run every 20 minutes from the station.' },
      highlights: [{ title: 'Keynotes', text: 'In 2025 the keynotes were recorded.' }, { title: 'Awards', text: 'Best paper award.' }],
      contactPhone: '0422 2025 123',
      year: 2025,
    };
    expect(textsNamingYear(identity, 2025)).toEqual(['International Conference on Computing and Smart Systems 2025', 'In 2025 the keynotes were recorded.', '0422 2025 123']);
    // Not inside a longer number, and not a number field: only what a person reads as text.
    expect(textsNamingYear({ code: '120251', count: 2025 }, 2025)).toEqual([]);
  });

  it('quotes a long text around the year, and stops at the limit', () => {
    const long = `${'a'.repeat(200)} the 2025 edition ${'b'.repeat(200)}`;
    const [quoted] = textsNamingYear({ long }, 2025);
    expect(quoted).toMatch(/^…a+ the 2025 edition b+…$/);
    expect(quoted!.length).toBeLessThanOrEqual(82);
    expect(textsNamingYear(Array.from({ length: 9 }, () => 'ICCS 2025'), 2025)).toHaveLength(5);
  });
});
