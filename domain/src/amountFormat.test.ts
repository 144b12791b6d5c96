// Amounts typed by a payer: rupees or dollars as people write them, read in paise or cents.
import { describe, expect, it } from 'vitest';
import { parseAmountInput } from './amountFormat';

describe('parseAmountInput', () => {
  it('reads whole rupees and rupees with paise, in the smallest unit', () => {
    expect(parseAmountInput('4130')).toBe(413_000);
    expect(parseAmountInput('4130.5')).toBe(413_050);
    expect(parseAmountInput('4,130.50')).toBe(413_050);
    expect(parseAmountInput(' 0.07 ')).toBe(7);
  });

  it('reads commas grouped as in India or as in the US, and a leading currency sign', () => {
    expect(parseAmountInput('1,00,000')).toBe(10_000_000);
    expect(parseAmountInput('12,34,567.89')).toBe(123_456_789);
    expect(parseAmountInput('100,000')).toBe(10_000_000);
    expect(parseAmountInput('₹4,130')).toBe(413_000);
    expect(parseAmountInput('Rs. 4130')).toBe(413_000);
    expect(parseAmountInput('$150.00')).toBe(15_000);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', ' ', '.50', '4130.505', '4130.', '41,30', '4,1300', '1.2.3', '-4130', '+4130', '4130 rupees', 'four thousand', '4 130', '1e3']) {
      expect(parseAmountInput(text), text).toBeNull();
    }
  });

  it('refuses an amount too large to count exactly', () => {
    expect(parseAmountInput('9'.repeat(20))).toBeNull();
  });
});
