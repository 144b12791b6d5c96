import { describe, expect, it } from 'vitest';
import { loadChanges, proposalCsv } from './assignmentProposal';

describe('a proposal for the chair', () => {
  it('is exported as CSV with quoted fields and the reasons of each pair, and the papers left short', () => {
    const csv = proposalCsv({
      assignments: [{ paperId: 'ICCS25-0001', title: 'Edge, "fog" and cloud', reviewerId: 'r1', reviewerName: 'Edna Edge', score: 5.25, reasons: ['eager bid', "research area matches 'edge computing'"] }],
      unfilled: [{ paperId: 'ICCS25-0002', title: 'Quantum', missing: 1, why: 'only 1 of the 2 reviewers without conflict has capacity' }],
    });
    expect(csv.split('\n')[0]).toBe('Paper ID,Title,Reviewer,Reviewer ID,Score,Reasons');
    expect(csv).toContain('"Edge, ""fog"" and cloud"');
    expect(csv).toContain("eager bid; research area matches 'edge computing'");
    expect(csv).toContain('1 missing: only 1 of the 2 reviewers without conflict has capacity');
  });

  it('lists only the reviewers whose load changes, busiest first', () => {
    const changes = loadChanges({
      reviewers: [
        { reviewerId: 'a', name: 'Ann', min: 0, max: 5 },
        { reviewerId: 'b', name: 'Bo', min: 0, max: 5 },
        { reviewerId: 'c', name: 'Cy', min: 0, max: 5 },
      ],
      loadBefore: { a: 1, b: 0, c: 2 },
      load: { a: 2, b: 4, c: 2 },
    });
    expect(changes.map((change) => `${change.name} ${change.before}->${change.after}`)).toEqual(['Bo 0->4', 'Ann 1->2']);
  });
});
