// The fee table's own rules: a GSTIN checked as GSTN checks it, amounts computed once, in paise.
import { describe, expect, it } from 'vitest';
import { FeeTableSchema, amountDue, defaultFeeTable, formatAmount, gstinCheckCharacter, gstinProblem, gstinState } from './fees';

describe('gstinProblem', () => {
  it('accepts GSTINs whose check character is right, and names the state', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAACR5055K1Z9', '33AAACW4270N1Z4']) expect(gstinProblem(gstin)).toBeNull();
    expect(gstinState('33AAACW4270N1Z4')).toBe('Tamil Nadu');
  });

  it('refuses a mistyped character, a transposition, a state code that is none, and the wrong shape', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('This GSTIN fails its check character: a character is mistyped.');
    // Two neighbours swapped: the weights 1 and 2 catch it.
    expect(gstinProblem('27AAPFU0399F1ZV')).toBe('This GSTIN fails its check character: a character is mistyped.');
    expect(gstinProblem(`99AAPFU0939F1Z${gstinCheckCharacter('99AAPFU0939F1Z')}`)).toBe('A GSTIN starts with a state code; 99 is none.');
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/^A GSTIN has 15 characters/);
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/^A GSTIN has 15 characters/);
  });

  it('is read upper case and trimmed by the fee table', () => {
    expect(FeeTableSchema.safeParse({ ...defaultFeeTable, gstin: ' 27aapfu0939f1zv ' }).data?.gstin).toBe('27AAPFU0939F1ZV');
  });
});

describe('amountDue', () => {
  const taxed = { ...defaultFeeTable, gstin: '33AAACW4270N1Z4', gstRatePercent: 18 };
  it('takes the category, the attendance and the rate, and adds CGST and SGST of the venue, each half the rate', () => {
    expect(amountDue(taxed, { category: 'faculty', attendance: 'online', currency: 'INR' }, true)).toEqual({ currency: 'INR', rate: 'early', taxable: 350_000, cgst: 31_500, sgst: 31_500, total: 413_000, category: 'Faculty' });
    expect(amountDue(taxed, { category: 'industry', attendance: 'in-person', currency: 'INR' }, false)?.total).toBe(1_180_000);
  });

  it('charges no tax without a GSTIN, rounds each tax to the paisa, and knows no unknown category', () => {
    expect(amountDue(defaultFeeTable, { category: 'student', attendance: 'online', currency: 'INR' }, true)).toMatchObject({ cgst: 0, sgst: 0, total: 200_000 });
    const odd = { ...taxed, categories: [{ id: 'odd', label: 'Odd', inPerson: { early: 1_001, late: 1_001 }, online: { early: 1_001, late: 1_001 } }] };
    expect(amountDue(odd, { category: 'odd', attendance: 'online', currency: 'INR' }, true)).toMatchObject({ taxable: 1_001, cgst: 90, sgst: 90, total: 1_181 });
    expect(amountDue(taxed, { category: 'emeritus', attendance: 'online', currency: 'INR' }, true)).toBeNull();
    expect(amountDue(taxed, { category: 'student', attendance: 'online', currency: 'USD' }, true)).toBeNull();
  });
});

describe('formatAmount', () => {
  it('writes rupees the Indian way and dollars the American way', () => {
    expect(formatAmount(1_234_567_89, 'INR')).toBe('₹12,34,567.89');
    expect(formatAmount(11_800, 'USD')).toBe('$118.00');
  });
});
