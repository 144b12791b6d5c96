import { describe, expect, it } from 'vitest';
import { manuscriptFileName, manuscriptUrl, parseStoredReviewer, reviewFormLink, toAssignedPaper } from './assignedPaper';

describe('toAssignedPaper', () => {
  it('reads what reviewerAlice sees of a paper', () => {
    expect(
      toAssignedPaper('doc-id', { paperId: 'ICCS25-003', title: 'Quantum-safe ledgers', status: 'Under Review', manuscriptPath: 'manuscripts/ICCS25-003.pdf' }),
    ).toEqual({ paperId: 'ICCS25-003', title: 'Quantum-safe ledgers', status: 'Under Review', manuscriptPath: 'manuscripts/ICCS25-003.pdf' });
  });

  it('falls back to the document id and marks a missing PDF', () => {
    const paper = toAssignedPaper('ICCS25-004', { title: 'No file yet', manuscriptPath: '' });
    expect(paper.paperId).toBe('ICCS25-004');
    expect(paper.manuscriptPath).toBeUndefined();
  });
});

describe('reviewFormLink', () => {
  it('passes the paper id and title in the query, encoded', () => {
    expect(reviewFormLink({ paperId: 'ICCS25-003', title: 'AI & you?' })).toBe('/reviewform?paperId=ICCS25-003&title=AI+%26+you%3F');
  });
});

describe('manuscriptUrl', () => {
  it("downloads reviewerAlice's manuscript through the API's file route", () => {
    expect(manuscriptUrl({ paperId: 'ICCS25-003', manuscriptPath: '/api/files/manuscript/ICCS25-003.pdf' })).toBe('/api/files/manuscript/ICCS25-003.pdf');
    expect(manuscriptFileName({ paperId: 'ICCS25-003' })).toBe('ICCS25-003.pdf');
  });

  it('builds the route from the paper id for a storage path', () => {
    expect(manuscriptUrl({ paperId: 'ICCS25-003', manuscriptPath: 'manuscripts/ICCS25-003.pdf' })).toBe('/api/files/manuscript/ICCS25-003.pdf');
  });

  it('has nothing to download without a manuscript', () => {
    expect(manuscriptUrl({ paperId: 'ICCS25-004', manuscriptPath: undefined })).toBeNull();
  });
});

describe('parseStoredReviewer', () => {
  it('reads the stored reviewer', () => {
    expect(parseStoredReviewer('{"name":"Alice","email":"alice@demo.test"}')).toEqual({ name: 'Alice', email: 'alice@demo.test' });
  });

  it('gives null for missing, broken or incomplete values', () => {
    expect(parseStoredReviewer(null)).toBeNull();
    expect(parseStoredReviewer('{not json')).toBeNull();
    expect(parseStoredReviewer('{"name":"Alice"}')).toBeNull();
    expect(parseStoredReviewer('"Alice"')).toBeNull();
  });
});
