import { describe, expect, it } from 'vitest';
import { matchesSearch, searchText, searchWords } from './search';

describe('a search by the beginnings of words', () => {
  const paper = searchText('ICCS25-20146', 'Federated Learning on the Edge', 'Łukasz Żółć', 'Asha Raman');

  it('finds a paper by its whole ID, the number alone, or words of its title and authors begun', () => {
    for (const search of ['ICCS25-20146', '20146', 'iccs25 20146', 'fed learn', 'Edge', 'Łukasz', 'ZOŁC', 'zoł', 'raman asha']) expect(matchesSearch(paper, searchWords(search)), search).toBe(true);
  });

  it('needs every word, each at the start of a word', () => {
    for (const search of ['20147', 'earning', 'federated quantum', 'ICCS26', 'dge']) expect(matchesSearch(paper, searchWords(search)), search).toBe(false);
  });

  it('reads punctuation and accents as the papers are stored', () => {
    // Ł has no accent to remove: it stays a letter of its own, as in the paper lists' stored words.
    expect(searchWords('  Żółć, (Łukasz)! ')).toEqual(['zołc', 'łukasz']);
  });
});
