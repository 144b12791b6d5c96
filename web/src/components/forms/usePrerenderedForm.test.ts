import { describe, expect, it } from 'vitest';
import { withTypedValues } from './usePrerenderedForm';

describe('withTypedValues', () => {
  const empty = { username: '', password: '' };

  it('takes what a visitor typed before the app started', () => {
    const typed: Record<string, string> = { username: 'admin', password: 'Admin@2025' };
    expect(withTypedValues(empty, (name) => typed[name])).toEqual({ username: 'admin', password: 'Admin@2025' });
  });

  it('keeps the same object when the fields hold the values already', () => {
    expect(withTypedValues(empty, () => '')).toBe(empty);
  });

  it('leaves alone the values the page has no field for', () => {
    const typed: Record<string, string> = { username: 'admin' };
    expect(withTypedValues(empty, (name) => typed[name])).toEqual({ username: 'admin', password: '' });
  });
});
