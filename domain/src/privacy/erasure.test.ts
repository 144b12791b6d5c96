import { describe, expect, it } from 'vitest';
import { ErasureRequestSchema, accountsKeptUntil, erasedReviewerEmail } from './erasure';

describe('how long the accounts are kept', () => {
  it("counts the months from the due date of the financial year's annual return, to the month's end", () => {
    // FY 2025-26 ends 31 March 2026; its annual return is due 31 December 2026.
    expect(accountsKeptUntil('25-26', 72)).toBe('2032-12-31');
    expect(accountsKeptUntil('25-26', 74)).toBe('2033-02-28');
    expect(accountsKeptUntil('27-28', 73)).toBe('2035-01-31');
    expect(accountsKeptUntil('99-00', 72)).toBe('2006-12-31');
  });
});

describe('an erased reviewer', () => {
  it('holds an address of the reserved .invalid domain, which no mail server delivers', () => {
    expect(erasedReviewerEmail('Rv8Kq2')).toBe('rv8kq2@erased.invalid');
  });
});

describe('the erasure request', () => {
  it('needs the password, and refuses one beyond any real length', () => {
    expect(ErasureRequestSchema.safeParse({}).error?.issues[0]?.message).toBe('Enter your password to confirm the erasure.');
    expect(ErasureRequestSchema.safeParse({ password: '' }).error?.issues[0]?.message).toBe('Enter your password to confirm the erasure.');
    expect(ErasureRequestSchema.safeParse({ password: 'x'.repeat(4097) }).error?.issues[0]?.message).toBe('The password is at most 4,096 characters.');
    expect(ErasureRequestSchema.safeParse({ password: 'Author@123' }).success).toBe(true);
  });
});
