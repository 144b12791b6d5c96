import { describe, expect, it } from 'vitest';
import { FinalMetadataSchema, affiliationKey, affiliationSuggestions, normaliseOrcid, orcidProblem, splitName } from './metadata';

describe('ORCID iDs', () => {
  it.each(['0000-0002-1825-0097', '0000-0001-5109-3700', '0000-0002-1694-233X', 'https://orcid.org/0000-0002-1694-233x', '0000 0002 1825 0097'])('accepts %s', (value) => {
    expect(orcidProblem(value)).toBeNull();
  });

  it('refuses a mistyped digit, a swapped pair and a wrong shape, each with its reason', () => {
    expect(orcidProblem('0000-0002-1825-0098')).toBe('This ORCID iD fails its check digit: a digit is mistyped.');
    expect(orcidProblem('0000-0002-1852-0097')).toBe('This ORCID iD fails its check digit: a digit is mistyped.');
    for (const value of ['0000-0002-1825', 'orcid', '0000-0002-1825-009Y', 'https://example.org/0000-0002-1825-0097']) {
      expect(orcidProblem(value), value).toBe('An ORCID iD is 16 digits in four groups, the last possibly X (e.g. 0000-0002-1825-0097).');
    }
  });

  it('is stored in its bare form', () => {
    expect(normaliseOrcid('https://www.orcid.org/0000-0002-1694-233x')).toBe('0000-0002-1694-233X');
    const parsed = FinalMetadataSchema.parse({
      title: ' Edge  inference ',
      abstract: 'An abstract.',
      keywords: 'edge, inference',
      authors: [{ name: 'Asha Rao', affiliation: 'CUSAT', country: 'India', email: 'asha@example.org', orcid: 'https://orcid.org/0000-0002-1825-0097' }],
    });
    expect(parsed.title).toBe('Edge inference');
    expect(parsed.authors[0]!.orcid).toBe('0000-0002-1825-0097');
  });
});

describe('affiliations', () => {
  it('meets one institution written three ways under one key', () => {
    const spellings = ['Indian Institute of Technology, Madras', 'Indian Inst. of Tech. Madras', 'indian institute of technology madras'];
    expect(new Set(spellings.map(affiliationKey)).size).toBe(1);
    expect(affiliationKey('Université de Liège')).toBe(affiliationKey('Universite de Liege'));
    expect(affiliationKey('IIT Madras')).not.toBe(affiliationKey('Indian Institute of Technology Madras'));
  });

  it('suggests the most used spelling and never groups different institutions', () => {
    const suggestions = affiliationSuggestions([
      'Indian Institute of Technology Madras',
      'Indian Inst. of Tech. Madras',
      'Indian Institute of Technology Madras',
      'Anna University',
      'Anna University, Chennai',
    ]);
    expect(suggestions).toEqual([
      { spellings: ['Indian Institute of Technology Madras', 'Indian Inst. of Tech. Madras'], suggested: 'Indian Institute of Technology Madras', counts: [2, 1] },
    ]);
  });
});

describe('names for the indexers', () => {
  it.each([
    ['Asha Rao', { given: 'Asha', family: 'Rao' }],
    ['Rao, Asha K.', { given: 'Asha K.', family: 'Rao' }],
    ['Madhavan', { given: '', family: 'Madhavan' }],
    ['  Ludwig  van  Beethoven ', { given: 'Ludwig van', family: 'Beethoven' }],
  ])('splits %s', (name, expected) => {
    expect(splitName(name)).toEqual(expected);
  });
});

describe('the final metadata', () => {
  it('refuses an empty author list and an author without an affiliation, by field', () => {
    const base = { title: 'T', abstract: 'A', keywords: 'k' };
    expect(FinalMetadataSchema.safeParse({ ...base, authors: [] }).error?.issues[0]?.message).toBe('The author list holds 1 to 20 authors, in the order they are printed.');
    const missing = FinalMetadataSchema.safeParse({ ...base, authors: [{ name: 'A', affiliation: ' ', country: 'India', email: 'a@example.org' }] });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['authors', 0, 'affiliation'], message: 'The affiliation is required.' });
  });
});
