import { describe, expect, it } from 'vitest';
import { defaultFeeTable } from '@confsys/domain';
import { feeNotes, feeTablesOf } from './feeTables';

const published = { categories: defaultFeeTable.categories, usd: null, gstRatePercent: 18, requireRegisteredAuthor: true };
const student = { id: 'student', label: 'Student', inPerson: { early: 10_000, late: 12_000 }, online: { early: 5_000, late: 6_050 } };

describe('the public fee tables', () => {
  it('shows one row per category with its four fees in rupees', () => {
    const [inr, ...others] = feeTablesOf(published);
    expect(others).toEqual([]);
    expect(inr?.currency).toBe('INR');
    expect(inr?.rows[0]).toEqual({ id: 'student', label: 'Student', amounts: ['₹3,000.00', '₹4,000.00', '₹2,000.00', '₹2,500.00'] });
    expect(inr?.rows.map((row) => row.label)).toEqual(['Student', 'Faculty', 'Industry']);
  });

  it('groups lakhs as Indians write them', () => {
    const [inr] = feeTablesOf({ ...published, categories: [{ ...student, inPerson: { early: 12_500_000, late: 12_500_000 } }] });
    expect(inr?.rows[0]?.amounts[0]).toBe('₹1,25,000.00');
  });

  it('adds a table in dollars for participants from abroad when the chair set one', () => {
    const tables = feeTablesOf({ ...published, usd: [student] });
    expect(tables.map((table) => table.currency)).toEqual(['INR', 'USD']);
    expect(tables[1]?.caption).toBe('Participants from abroad, in US dollars (USD)');
    expect(tables[1]?.rows[0]?.amounts).toEqual(['$100.00', '$120.00', '$50.00', '$60.50']);
  });
});

describe('the lines under the fee tables', () => {
  const july = Date.parse('2025-07-15T10:00:00Z');
  const early = { earlyUntil: '2025-07-31T18:29:00.000Z', timeZone: 'Asia/Kolkata' };

  it('names the end of the early fees in the conference zone, and the GST', () => {
    expect(feeNotes({ ...early, fees: { gstRatePercent: 18 } }, july)).toEqual(['Early fees apply until 31 Jul 2025 at 23:59 IST.', 'Plus GST at 18%.']);
  });

  it('says the late fees apply once the early deadline has passed', () => {
    expect(feeNotes({ ...early, fees: { gstRatePercent: 18 } }, Date.parse('2025-07-31T18:30:00Z'))[0]).toBe('The late fees apply: the early fees ended on 31 Jul 2025 at 23:59 IST.');
  });

  it('says the late fees apply without an early deadline, and no GST at a rate of 0', () => {
    expect(feeNotes({ earlyUntil: null, timeZone: 'Asia/Kolkata', fees: { gstRatePercent: 0 } }, july)).toEqual(['The late fees apply: no early registration period is set.']);
  });
});
