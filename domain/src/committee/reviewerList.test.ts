import { describe, expect, it } from 'vitest';
import { Messages } from '../messages';
import { readCommitteeIds, readReviewerListQuery, reviewerListIndexes, reviewerRecord, reviewerSearchTargets, reviewerSearchTokens } from './reviewerList';
import { searchToken } from '../submissions/paperList';

describe('reviewer search tokens', () => {
  const tokens = reviewerSearchTokens('Dr. Ána Þórsdóttir-Rao', 'Western Ghats University', 'Ana.Rao@WGU.ac.in');

  it('finds a record by a word or the whole of its name and affiliation, accents and case aside', () => {
    for (const search of ['ana', 'ANA', 'rao', 'dr ana þorsdottir rao', 'western ghats university', 'ghats']) {
      expect(tokens).toContain(searchToken(search));
    }
  });

  it('finds a record by the start of a word of its name or affiliation, from two letters', () => {
    for (const search of ['an', 'þór', 'wes', 'Univ']) expect(tokens).toContain(searchToken(search));
    expect(tokens).not.toContain('a');
    expect(tokens).not.toContain('ana.r');
    expect(tokens).not.toContain('ana r');
  });

  it('keeps whole words when a long record reaches the limit, dropping starts first', () => {
    // Forty words with starts of their own ('ba…', 'ca…', …).
    const words = Array.from({ length: 40 }, (_unused, index) => `${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}lmnopq`);
    const long = reviewerSearchTokens('Alexandria Bartholomew', words.join(' '), 'a@b.org');
    expect(long.length).toBe(200);
    for (const word of words) expect(long).toContain(word);
    expect(long).toContain('@a');
  });

  it('marks the email address, so only the searches that may see addresses find it', () => {
    const token = searchToken('ana.rao@wgu.ac.in')!;
    expect(tokens).not.toContain(token);
    expect(reviewerSearchTargets(token, false).some((target) => tokens.includes(target))).toBe(false);
    expect(reviewerSearchTargets(token, true).some((target) => tokens.includes(target))).toBe(true);
    // A word that is only in the address: the committee search does not find it either.
    expect(reviewerSearchTargets('wgu', false).some((target) => tokens.includes(target))).toBe(false);
    expect(reviewerSearchTargets('wgu', true).some((target) => tokens.includes(target))).toBe(true);
  });

  it("finds a record by any beginning of its address or of the address's words, for the searches that see addresses", () => {
    for (const search of ['ana.r', 'Ana.Rao@WG', 'ana.rao@wgu.ac', 'wg', 'in']) {
      const token = searchToken(search)!;
      expect(reviewerSearchTargets(token, true).some((target) => tokens.includes(target)), search).toBe(true);
      expect(reviewerSearchTargets(token, false).some((target) => tokens.includes(target)), search).toBe(false);
    }
    // Not the middle of a word: "ao" is in "rao" but starts nothing.
    expect(reviewerSearchTargets('ao', true).some((target) => tokens.includes(target))).toBe(false);
  });

  it('derives the order and the tokens of a record from its fields', () => {
    const record = reviewerRecord({ id: 'r1', name: 'Zoë  Adams', affiliation: 'IISc', email: 'z@iisc.ac.in', profile: null, profileType: null, researchArea: 'Databases', createdAt: '2026-11-23T00:00:00.000Z' });
    expect(record.nameKey).toBe('zoe adams');
    expect(record.searchTokens).toContain('zoe adams');
    expect(record.searchTokens).toContain('iisc');
  });
});

describe('reviewer list requests', () => {
  it('takes 25 by default and at most 100', () => {
    expect(readReviewerListQuery(undefined)).toEqual({ pageSize: 25, after: null, token: null });
    expect(readReviewerListQuery({ pageSize: '100', after: 'R-1', q: '  Rao ' })).toEqual({ pageSize: 100, after: 'R-1', token: 'rao' });
    expect(readReviewerListQuery({ pageSize: '101' })).toEqual({ error: Messages.pageSizeRange });
  });

  it('reads the committee members named by ID, at most 50, each a reviewer ID', () => {
    expect(readCommitteeIds('a, b,,a')).toEqual(['a', 'b']);
    expect(readCommitteeIds(Array.from({ length: 51 }, (_unused, index) => `r${index}`).join(','))).toBeNull();
    expect(readCommitteeIds('../users/admin')).toBeNull();
  });

  it('needs one composite index: the search with the order by name', () => {
    expect(reviewerListIndexes('reviewers')).toEqual([
      { collectionGroup: 'reviewers', queryScope: 'COLLECTION', fields: [{ fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' }, { fieldPath: 'nameKey', order: 'ASCENDING' }] },
    ]);
  });
});
