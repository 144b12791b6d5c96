import { describe, expect, it } from 'vitest';
import { breakableRuns } from './BreakableText';

describe('breakableRuns', () => {
  it('ends a run after each separator of an address', () => {
    expect(breakableRuns('reviewer8.mx3j@iyer-university.seed.test')).toEqual(['reviewer8.', 'mx3j@', 'iyer-', 'university.', 'seed.', 'test']);
  });

  it('cuts a long hexadecimal run every 8 digits, and the text reads as it was', () => {
    const hash = '70e00394423fabdcd5269515bd09ca911bace635';
    const runs = breakableRuns(`SHA-256 ${hash}`);
    expect(runs.join('')).toBe(`SHA-256 ${hash}`);
    expect(runs.every((run) => run.length <= 16)).toBe(true);
  });

  it('ends a run after each comma of a record written out', () => {
    expect(breakableRuns('periods: {"reviews":24,"registrations":60}')).toEqual(['periods:', ' {"reviews":', '24,', '"registrations":', '60}']);
  });

  it('leaves a text without separators whole', () => {
    expect(breakableRuns('Plain words only')).toEqual(['Plain words only']);
    expect(breakableRuns('')).toEqual([]);
  });
});
