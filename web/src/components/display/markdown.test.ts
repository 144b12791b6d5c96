import { describe, expect, it } from 'vitest';
import { decodeReferences, mentionParts } from './markdown';

describe('mentionParts', () => {
  it('splits a comment into the reviewers it mentions and the text around them', () => {
    expect(mentionParts('I agree with Reviewer 2, not Reviewer 13.')).toEqual([
      { text: 'I agree with ', mention: false },
      { text: 'Reviewer 2', mention: true },
      { text: ', not ', mention: false },
      { text: 'Reviewer 13', mention: true },
      { text: '.', mention: false },
    ]);
  });

  it('keeps a text without a mention whole, and an empty text empty', () => {
    expect(mentionParts('The proof of Lemma 3 holds.')).toEqual([{ text: 'The proof of Lemma 3 holds.', mention: false }]);
    expect(mentionParts('')).toEqual([]);
  });

  it('finds a mention at either end, and not inside a longer word or number', () => {
    expect(mentionParts('Reviewer 1')).toEqual([{ text: 'Reviewer 1', mention: true }]);
    expect(mentionParts('Reviewers 2 and Reviewer 123')).toEqual([{ text: 'Reviewers 2 and Reviewer 123', mention: false }]);
  });

  it('gives the same answer when called twice on the same text', () => {
    const text = 'Reviewer 3 asks Reviewer 1.';
    expect(mentionParts(text)).toEqual(mentionParts(text));
  });
});

describe('decodeReferences', () => {
  it('reads the common named references and numeric ones', () => {
    expect(decodeReferences('AT&amp;T &lt;b&gt; &quot;q&quot; &#169; &#x2192;')).toBe('AT&T <b> "q" © →');
  });

  it('leaves a bare ampersand, an unknown name and an impossible code point readable', () => {
    expect(decodeReferences('R & D &copy; &#0; &#xD800;')).toBe('R & D &copy; \ufffd \ufffd');
  });
});
