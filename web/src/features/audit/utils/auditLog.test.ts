import { describe, expect, it } from 'vitest';
import { auditChangeLines, auditChangeSummary } from './auditLog';

const auditChange = (before: unknown, after: unknown) => auditChangeLines(before, after).join('; ');

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

describe("an entry's change in its row", () => {
  it('shows the first two fields, each cut at a word, and says when there is more', () => {
    const calendar = Object.fromEntries(Array.from({ length: 12 }, (_, at) => [`date${at}`, `2026-0${(at % 9) + 1}-15T18:29:59.000Z`]));
    const summary = auditChangeSummary(auditChangeLines(null, calendar));
    expect(summary.lines).toEqual(['date0: 2026-01-15T18:29:59.000Z', 'date1: 2026-02-15T18:29:59.000Z']);
    expect(summary.cut).toBe(true);
    const long = auditChangeSummary([`reason: ${'word '.repeat(40)}`]);
    expect(long.lines[0]).toMatch(/^reason: (word )*word…$/);
    expect(long.lines[0]!.length).toBeLessThanOrEqual(91);
    expect(long.cut).toBe(true);
    expect(auditChangeSummary(['status: Accepted → Published'])).toEqual({ lines: ['status: Accepted → Published'], cut: false });
  });

  it('gives the whole change on demand: every list item and object, uncut', () => {
    const before = { reviewerIds: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] };
    const after = { reviewerIds: ['a'] };
    expect(auditChangeLines(before, after)[0]).toBe('reviewerIds: 7: a, b, c, d, e, ... → 1: a');
    expect(auditChangeLines(before, after, true)[0]).toBe('reviewerIds: 7: a, b, c, d, e, f, g → 1: a');
  });
});
