import { describe, expect, it } from 'vitest';
import { manuscriptFileName, parseStoredReviewer, reviewFormLink } from './assignedPaper';

describe('reviewFormLink', () => {
  it('passes the paper id and title in the query, encoded', () => {
    expect(reviewFormLink({ paperId: 'ICCS25-003', title: 'AI & you?' })).toBe('/reviewform?paperId=ICCS25-003&title=AI+%26+you%3F');
  });
});

describe('manuscriptFileName', () => {
  it('saves the download under the paper ID', () => {
    expect(manuscriptFileName({ paperId: 'ICCS25-003' })).toBe('ICCS25-003.pdf');
  });
});

describe('parseStoredReviewer', () => {
  it('reads the stored reviewer', () => {
    expect(parseStoredReviewer('{"name":"Alice","email":"alice@demo.test"}')).toEqual({ name: 'Alice', email: 'alice@demo.test' });
  });

  it('gives null for missing, broken or incomplete values', () => {
    for (const stored of [null, '{not json', '{"name":"Alice"}', '"Alice"']) expect(parseStoredReviewer(stored), String(stored)).toBeNull();
  });
});
