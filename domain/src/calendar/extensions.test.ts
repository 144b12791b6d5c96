import { describe, expect, it } from 'vitest';
import { extensionCovers, latestExtension } from './extensions';

describe('the extensions that apply to a request', () => {
  const paper = { until: '2031-07-05T18:29:00.000Z' };
  const author = { until: '2031-07-03T18:29:00.000Z' };

  it('are judged by the one that ends last, whichever it is', () => {
    expect(latestExtension(paper, author)).toBe(paper);
    expect(latestExtension(undefined, author)).toBe(author);
    expect(latestExtension(null, undefined)).toBeNull();
  });

  it('let a request through until the end of that one, inclusive', () => {
    const latest = latestExtension(author, paper);
    expect(extensionCovers(latest, Date.parse(paper.until))).toBe(true);
    expect(extensionCovers(latest, Date.parse(paper.until) + 1)).toBe(false);
    expect(extensionCovers(latestExtension(), Date.parse(author.until))).toBe(false);
  });
});
