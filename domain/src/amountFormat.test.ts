// Amounts typed by a payer: rupees or dollars as people write them, read in paise or cents.
import { describe, expect, it } from 'vitest';
import { parseAmountInput } from './amountFormat';

/** Each text read as its amount in the smallest unit. */
function expectRead(amounts: Record<string, number>) {
  for (const [text, amount] of Object.entries(amounts)) expect(parseAmountInput(text), text).toBe(amount);
}

describe('parseAmountInput', () => {
  it('reads whole rupees and rupees with paise, in the smallest unit', () => {
    expectRead({ '4130': 413_000, '4130.5': 413_050, '4,130.50': 413_050, ' 0.07 ': 7 });
  });

  it('reads commas grouped as in India or as in the US, and a leading currency sign', () => {
    expectRead({ '1,00,000': 10_000_000, '12,34,567.89': 123_456_789, '100,000': 10_000_000, '₹4,130': 413_000, 'Rs. 4130': 413_000, '$150.00': 15_000 });
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
