import { describe, expect, it } from 'vitest';
import type { PaperAssignmentAnswer } from '@confsys/domain';
import { addedNames, meetCandidates, nextReviewerIds, overridesConflict, removedWithReviews, selectable } from './assignment';

const candidate = (id: string, reasons: string[] = []) => ({ id, name: `Name ${id}`, affiliation: 'Uni', load: 0, conflicts: reasons.map((reason) => ({ source: 'organization' as const, reason })) });
const assignment: Pick<PaperAssignmentAnswer, 'assigned' | 'candidates'> = {
  assigned: [
    { reviewerId: 'b', name: 'Name b', state: 'Submitted', dueAt: '2025-07-20T18:29:00.000Z', timing: 'on time' },
    { reviewerId: 'a', name: 'Name a', state: 'Draft', dueAt: '2025-07-20T18:29:00.000Z', timing: 'due' },
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

  it('keeps the order of assignment and appends new reviewers in the order they were met', () => {
    expect(nextReviewerIds(['b', 'a'], new Set(['d', 'a', 'c']), assignment.candidates)).toEqual(['a', 'c', 'd']);
  });

  it('names the removed reviewers whose submitted review could be kept', () => {
    expect(removedWithReviews(assignment, new Set(['a']))).toEqual(['Name b']);
    expect(removedWithReviews(assignment, new Set(['b']))).toEqual([]);
  });

  it('knows when the request overrides a conflict', () => {
    expect(overridesConflict(['b', 'a'], new Set(['a', 'c']), assignment.candidates)).toBe(true);
    expect(overridesConflict(['b', 'a'], new Set(['a', 'd']), assignment.candidates)).toBe(false);
    // An assigned reviewer in conflict (assigned with an override before) is no new override.
    expect(overridesConflict(['c'], new Set(['c']), assignment.candidates)).toBe(false);
  });

  it('remembers every candidate met across searches and pages, once each, in the order first met', () => {
    const met = meetCandidates([candidate('a'), candidate('b')], [candidate('c'), candidate('a', ['Declared by the reviewer.'])]);
    expect(met.map((one) => one.id)).toEqual(['a', 'b', 'c']);
    expect(met[0]?.conflicts).toHaveLength(1);
    expect(addedNames(['b'], new Set(['b', 'c', 'a']), met)).toEqual(['Name a', 'Name c']);
  });
});
