import { describe, expect, it } from 'vitest';
import { countBids, noBidTally, tallyDelta, type Bid } from './bidding';

describe("a bid's change on the tallies", () => {
  it.each<[Bid | null, Bid | null, Partial<ReturnType<typeof noBidTally>>]>([
    [null, 'eager', { eager: 1, wanted: 1, total: 1 }],
    ['eager', 'willing', { eager: -1, willing: 1 }],
    ['willing', 'notWilling', { willing: -1, notWilling: 1, wanted: -1 }],
    ['notWilling', 'conflict', { notWilling: -1, conflict: 1 }],
    ['conflict', null, { conflict: -1, total: -1 }],
    ['eager', 'eager', {}],
    [null, null, {}],
  ])('from %s to %s', (before, after, changed) => {
    expect(tallyDelta(before, after)).toEqual({ ...noBidTally(), ...changed });
  });
});

describe('the recount of the bids', () => {
  it('tallies each paper and each reviewer, the wanted ones being eager or willing', () => {
    const { papers, reviewers } = countBids([
      { paperId: 'P1', reviewerId: 'r1', bid: 'eager' },
      { paperId: 'P1', reviewerId: 'r2', bid: 'notWilling' },
      { paperId: 'P2', reviewerId: 'r1', bid: 'willing' },
      { paperId: 'P2', reviewerId: 'r2', bid: 'conflict' },
    ]);
    expect(papers.get('P1')).toEqual({ eager: 1, willing: 0, notWilling: 1, conflict: 0, wanted: 1, total: 2 });
    expect(papers.get('P2')).toEqual({ eager: 0, willing: 1, notWilling: 0, conflict: 1, wanted: 1, total: 2 });
    expect(reviewers.get('r1')).toEqual({ eager: 1, willing: 1, notWilling: 0, conflict: 0, wanted: 2, total: 2 });
    expect(reviewers.get('r2')).toEqual({ eager: 0, willing: 0, notWilling: 1, conflict: 1, wanted: 0, total: 2 });
  });
});
