import { describe, expect, it } from 'vitest';
import { auditChange } from './auditLog';

describe("an audit entry's change", () => {
  it('names the fields that changed with their values before and after', () => {
    expect(auditChange({ status: 'Under Review', reviewerIds: ['a'] }, { status: 'Accepted', reviewerIds: ['a'] })).toBe('status: Under Review → Accepted');
    expect(auditChange({ status: 'submitted', reviewerIds: [] }, { status: 'Under Review', reviewerIds: ['a', 'b'] })).toBe('status: submitted → Under Review; reviewerIds: none → 2: a, b');
  });

  it('lists what was recorded when there was nothing before', () => {
    expect(auditChange(null, { pairs: 12, papers: 4 })).toBe('pairs: 12; papers: 4');
    expect(auditChange(null, null)).toBe('');
  });
});
