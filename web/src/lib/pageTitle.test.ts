import { describe, expect, it } from 'vitest';
import { formatPageTitle } from './pageTitle';

describe('formatPageTitle', () => {
  it('puts the page name before the conference short name', () => {
    expect(formatPageTitle('Call for Papers', 'ICCS 2025')).toBe('Call for Papers | ICCS 2025');
  });

  it('uses the short name alone when there is no page name', () => {
    expect(formatPageTitle(undefined, 'ICCS 2025')).toBe('ICCS 2025');
    expect(formatPageTitle('   ', 'ICCS 2025')).toBe('ICCS 2025');
  });

  it('defaults to the configured conference short name', () => {
    expect(formatPageTitle('Venue')).toMatch(/^Venue \| \S/);
  });
});
