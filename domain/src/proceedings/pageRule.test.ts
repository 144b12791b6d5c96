// The call's page rule as the call, the submission form and its warning state it.
import { describe, expect, it } from 'vitest';
import { callPageRule, pageCountWarning, pageLimitText } from './pageRule';

describe("the call's page rule", () => {
  it('names the pages once, as a range or a single count, with the page size', () => {
    expect(pageLimitText({ minPages: 6, maxPages: 8 })).toBe('6 to 8 pages');
    expect(pageLimitText({ minPages: 10, maxPages: 10 })).toBe('10 pages');
    expect(callPageRule({ minPages: 4, maxPages: 12, pageSize: 'Letter' })).toBe('Papers are 4 to 12 pages long on US Letter (8.5 × 11 in), including references and appendices.');
  });

  it('warns of a manuscript longer than the maximum only: one page over, and not at the limit or below the minimum', () => {
    const rule = { minPages: 6, maxPages: 8, pageSize: 'A4' } as const;
    expect(pageCountWarning(9, rule)).toBe('Your PDF has 9 pages; the call allows at most 8, references and appendices included.');
    expect(pageCountWarning(8, rule)).toBeNull();
    expect(pageCountWarning(1, rule)).toBeNull();
  });
});
