import { describe, expect, it } from 'vitest';
import type { PaperAssignmentResponse } from '@confsys/domain';
import { nextReviewerIds, overridesConflict, removedWithReviews, selectable } from './assignment';

const candidate = (id: string, reasons: string[] = []) => ({ id, name: `Name ${id}`, affiliation: 'Uni', load: 0, conflicts: reasons.map((reason) => ({ source: 'organization' as const, reason })) });
const assignment: Pick<PaperAssignmentResponse, 'assigned' | 'candidates'> = {
  assigned: [
    { reviewerId: 'b', name: 'Name b', state: 'Submitted' },
    { reviewerId: 'a', name: 'Name a', state: 'Draft' },
  ],
  candidates: [candidate('a'), candidate('b'), candidate('c', ['Same organisation as author Ann.']), candidate('d')],
};

describe('the assign dialog', () => {
  it('lets a reviewer in conflict be ticked only with a written reason', () => {
    expect(selectable(candidate('c', ['x']), [], '')).toBe(false);
    expect(selectable(candidate('c', ['x']), [], '  ')).toBe(false);
    expect(selectable(candidate('c', ['x']), [], 'Only expert in the area')).toBe(true);
    expect(selectable(candidate('c', ['x']), ['c'], '')).toBe(true);
    expect(selectable(candidate('d'), [], '')).toBe(true);
  });

  it('keeps the order of assignment and appends new reviewers in the order shown', () => {
    expect(nextReviewerIds(['b', 'a'], new Set(['d', 'a', 'c']), assignment.candidates)).toEqual(['a', 'c', 'd']);
  });

  it('names the removed reviewers whose submitted review could be kept', () => {
    expect(removedWithReviews(assignment, new Set(['a']))).toEqual(['Name b']);
    expect(removedWithReviews(assignment, new Set(['b']))).toEqual([]);
  });

  it('knows when the request overrides a conflict', () => {
    expect(overridesConflict(assignment, new Set(['a', 'c']))).toBe(true);
    expect(overridesConflict(assignment, new Set(['a', 'd']))).toBe(false);
  });
});
