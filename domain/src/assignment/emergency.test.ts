// The order in which the chair is offered members for an overdue review, and how each one's load reads.
import { describe, expect, it } from 'vitest';
import { EmergencyRequestSchema, candidateLoadText, rankEmergencyCandidates, type EmergencyCandidate } from './emergency';

const member = (id: string, lateRequests: boolean, load: number | null, assigned: number): EmergencyCandidate => ({ id, name: id, affiliation: 'Lab', lateRequests, load, assigned });

describe('emergency candidates', () => {
  it('offers late requests first, then load left (most first), then no load set, then a load used up', () => {
    const ranked = rankEmergencyCandidates([
      member('full', false, 3, 3),
      member('unset', false, null, 0),
      member('roomy', false, 6, 1),
      member('snug', false, 4, 3),
      member('lateFull', true, 2, 2),
      member('lateRoomy', true, 5, 0),
      member('over', false, 2, 4),
    ]);
    expect(ranked.map((candidate) => candidate.id)).toEqual(['lateRoomy', 'lateFull', 'roomy', 'snug', 'unset', 'full', 'over']);
  });

  it('breaks ties by fewer papers, then by name', () => {
    const ranked = rankEmergencyCandidates([member('b', false, null, 2), member('c', false, null, 1), member('a', false, null, 2)]);
    expect(ranked.map((candidate) => candidate.id)).toEqual(['c', 'a', 'b']);
  });

  it('reads each load as the chair sees it', () => {
    expect(candidateLoadText(member('x', true, 4, 2))).toBe('late requests welcome; 2 of 4 papers taken');
    expect(candidateLoadText(member('x', false, null, 1))).toBe('no load set; reviews 1 paper');
  });

  it('takes a preview or an apply, never both, and keeps the due date as UTC', () => {
    expect(EmergencyRequestSchema.parse({ reviewerId: 'r1', dueAt: '2031-07-27T23:59:00+05:30', preview: true }).dueAt).toBe('2031-07-27T18:29:00.000Z');
    expect(EmergencyRequestSchema.safeParse({ previewId: '0123456789abcdef01234567', apply: true }).success).toBe(true);
    expect(EmergencyRequestSchema.safeParse({ reviewerId: 'r1', dueAt: '2031-07-27T23:59:00Z', preview: true, apply: true }).success).toBe(false);
    expect(EmergencyRequestSchema.safeParse({ reviewerId: 'r1', preview: true }).success).toBe(false);
    expect(EmergencyRequestSchema.safeParse({ reviewerId: '../x', dueAt: '2031-07-27T23:59:00Z', preview: true }).success).toBe(false);
  });
});
