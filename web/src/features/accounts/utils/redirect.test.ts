import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect';

describe('redirectTarget', () => {
  it('returns to the page the guard came from', () => {
    expect(redirectTarget({ from: '/submitmanuscript?authorId=1' }, '/authordashboard')).toBe('/submitmanuscript?authorId=1');
  });

  it('falls back to the role home without a from', () => {
    expect(redirectTarget(null, '/reviewer')).toBe('/reviewer');
    expect(redirectTarget({}, '/reviewer')).toBe('/reviewer');
    expect(redirectTarget({ from: 42 }, '/reviewer')).toBe('/reviewer');
  });

  it('never follows a link off the site', () => {
    expect(redirectTarget({ from: 'https://evil.test/' }, '/admindashboard')).toBe('/admindashboard');
    expect(redirectTarget({ from: '//evil.test/' }, '/admindashboard')).toBe('/admindashboard');
  });
});
