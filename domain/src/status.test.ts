import { describe, expect, it } from 'vitest';
import { PaperStatus, canTransition, normaliseStatus } from './status';

describe('paper status transitions', () => {
  it.each([
    ['assignReviewer', 'submitted', true],
    ['assignReviewer', 'SUBMITTED', true],
    ['assignReviewer', 'Under Review', true],
    ['assignReviewer', 'Published', false],
    ['accept', 'Under Review', true],
    ['accept', 'submitted', false],
    ['reject', 'Under Review', true],
    ['reject', 'Accepted', false],
    ['publish', 'Accepted', true],
    ['publish', 'submitted', false],
    ['publish', 'Published', false],
  ] as const)('%s from %s: %s', (action, from, allowed) => {
    expect(canTransition(action, from)).toBe(allowed);
  });

  it('compares statuses without regard to case', () => {
    expect(normaliseStatus(' under review ')).toBe(PaperStatus.UnderReview);
    expect(normaliseStatus('unknown')).toBeUndefined();
  });
});
