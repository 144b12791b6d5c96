import { describe, expect, it } from 'vitest';
import { paperText, seededWords } from '../../../../tests/support/sampleText';
import { bandKeys, containment, minimumShingles, shinglesFromBytes, shinglesToBytes, sharedPassages, signatureOf, sketchOf, wordsOf } from './signature';

/** A paper of `paragraphs` paragraphs, each a list of sentences, from its own seed. */
const paper = (seed: number, paragraphs = 30) => paperText(seed, paragraphs);

describe('a manuscript signature', () => {
  it('measures a paper that copies 70% of another, both ways, and leaves an unrelated one apart', () => {
    const a = paper(1);
    const fresh = paper(2);
    // B: 21 of A's 30 paragraphs, in A's order, with 9 paragraphs of its own between them.
    const b = a.map((paragraph, at) => (at % 10 < 7 ? paragraph : fresh[at]!));
    const [sa, sb, sc] = [signatureOf([a.join('\n\n')]), signatureOf([b.join('\n\n')]), signatureOf([paper(3).join('\n\n')])];
    const bInA = containment(sb.shingles, sa.shingles);
    const aInB = containment(sa.shingles, sb.shingles);
    expect(bInA).toBeGreaterThanOrEqual(60);
    expect(bInA).toBeLessThanOrEqual(80);
    expect(aInB).toBeGreaterThanOrEqual(60);
    expect(aInB).toBeLessThanOrEqual(80);
    expect(containment(sc.shingles, sa.shingles)).toBeLessThan(3);
    // The copy shares bands with its source; the unrelated paper shares none.
    expect(sb.bands.filter((key) => sa.bands.includes(key)).length).toBeGreaterThan(5);
    expect(sc.bands.filter((key) => sa.bands.includes(key))).toEqual([]);
  });

  it('compares words whatever their case, accents, punctuation and hyphenation at a line end', () => {
    expect(wordsOf(['The Évaluation of algo-\nrithms, (revisited).']).map((word) => word.key)).toEqual(['the', 'evaluation', 'of', 'algorithms', 'revisited']);
    const plain = paper(4).join(' ');
    const shouted = plain.toUpperCase().replace(/ /g, '  \n ');
    expect(containment(signatureOf([shouted]).shingles, signatureOf([plain]).shingles)).toBe(100);
  });

  it('leaves the references section out, so a shared bibliography is no overlap', () => {
    const references = Array.from({ length: 40 }, (_, at) => `[${at + 1}] A. Author, B. Author: A study of distributed systems number ${at}. In: Proceedings of the Conference, pp. ${at}-${at + 9} (2024)`).join('\n');
    const one = signatureOf([paper(5).join('\n'), `References\n${references}`]);
    const two = signatureOf([paper(6).join('\n'), `7 References\n${references}`]);
    expect(containment(one.shingles, two.shingles)).toBeLessThan(3);
    // Without the heading the list counts as text and the two share it.
    const unmarked = signatureOf([paper(5).join('\n'), references]);
    expect(containment(unmarked.shingles, signatureOf([paper(6).join('\n'), references]).shingles)).toBeGreaterThan(20);
  });

  it('signs nothing for a file with too little text (a scanned PDF, a placeholder)', () => {
    const empty = signatureOf(['', 'Lorem ipsum dolor sit amet.']);
    expect(empty.shingles.length).toBe(0);
    expect(empty.bands).toEqual([]);
    expect(signatureOf([seededWords(7, minimumShingles + 4)]).bands.length).toBe(128);
  });

  it('files near-duplicates under a common band and unrelated papers apart', () => {
    const signatures = Array.from({ length: 200 }, (_, at) => signatureOf([paper(100 + at, 12).join('\n')]));
    let sharedBands = 0;
    for (let i = 0; i < signatures.length; i++) {
      for (let j = i + 1; j < signatures.length; j++) if (signatures[i]!.bands.some((key) => signatures[j]!.bands.includes(key))) sharedBands++;
    }
    expect(sharedBands).toBe(0);
    // The same sketch always gives the same keys.
    expect(bandKeys(sketchOf(signatures[0]!.shingles))).toEqual(signatures[0]!.bands);
  });

  it('stores shingles as bytes and reads them back', () => {
    const { shingles } = signatureOf([paper(8).join(' ')]);
    expect(shinglesFromBytes(shinglesToBytes(shingles))).toEqual(shingles);
  });

  it('shows the passages two papers share, longest first, in each paper\'s words', () => {
    const a = paper(9, 6);
    const b = [paper(10, 2)[0]!, a[3]!, paper(10, 2)[1]!];
    const passages = sharedPassages(wordsOf([b.join('\n')]), wordsOf([a.join('\n')]));
    expect(passages.length).toBe(1);
    // The copied paragraph, and maybe the next sentence's first word ("The") that both papers happen to have.
    expect(passages[0]!.words - wordsOf([a[3]!]).length).toBeGreaterThanOrEqual(0);
    expect(passages[0]!.words - wordsOf([a[3]!]).length).toBeLessThanOrEqual(1);
    expect(passages[0]!.text.replace(' …', '')).toBe(passages[0]!.other.replace(' …', ''));
    expect(a[3]!.startsWith(passages[0]!.text.split(' ').slice(0, 5).join(' '))).toBe(true);
  });
});
