import { describe, expect, it } from 'vitest';
import { resetCodeFrom } from './resetLink';

describe('resetCodeFrom', () => {
  it('reads the code of a reset link', () => {
    expect(resetCodeFrom(new URLSearchParams('mode=resetPassword&oobCode=abc123&apiKey=k'))).toBe('abc123');
  });

  it('accepts a bare oobCode', () => {
    expect(resetCodeFrom(new URLSearchParams('oobCode=abc123'))).toBe('abc123');
  });

  it('ignores the codes of other email actions and empty codes', () => {
    expect(resetCodeFrom(new URLSearchParams('mode=verifyEmail&oobCode=abc123'))).toBeUndefined();
    expect(resetCodeFrom(new URLSearchParams('oobCode=%20'))).toBeUndefined();
    expect(resetCodeFrom(new URLSearchParams(''))).toBeUndefined();
  });
});
