import { describe, expect, it } from 'vitest';
import { checkRequest, defaultFeeTable, FeeTableSchema } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import { amountText, categoryIdFrom, feeTableFailure, feeTableInput, feeTableValues, gstinFieldProblem, newCategory, parseAmount, tidyAmount, withLabel } from './feeTableForm';

const chairsTable = { ...defaultFeeTable, gstin: '33AAACW4270N1Z4', meetingLink: 'https://meet.example.org/iccs', signatory: { name: 'Dr. Meera Iyer', designation: 'Registrar' } };

describe('amounts as the chair types them', () => {
  it('reads rupees and paise into whole paise, as text rather than as a float', () => {
    const typed = { '5,000.00': 500_000, '5000': 500_000, ' ₹ 1,00,000.5 ': 10_000_050, '0.29': 29, '$150.05': 15_005 };
    for (const [text, paise] of Object.entries(typed)) expect(parseAmount(text), text).toBe(paise);
  });

  it('refuses what is not an amount', () => {
    for (const typed of ['', 'five', '-100', '10.005', '1e3', '12.3.4']) expect(parseAmount(typed)).toBeNull();
  });

  it('shows paise as rupees with Indian grouping, and cents as dollars', () => {
    expect(amountText(500_000, 'INR')).toBe('5,000.00');
    expect(amountText(10_000_050, 'INR')).toBe('1,00,000.50');
    expect(amountText(1_500_000, 'USD')).toBe('15,000.00');
    expect(tidyAmount('5000', 'INR')).toBe('5,000.00');
    expect(tidyAmount('50 rupees', 'INR')).toBe('50 rupees');
  });
});

describe('category IDs', () => {
  it('are made from the label, unique among the others', () => {
    expect(categoryIdFrom('Student (IEEE member)', [])).toBe('student-ieee-member');
    expect(categoryIdFrom('Faculty', ['faculty'])).toBe('faculty-2');
    expect(categoryIdFrom('Étudiant', [])).toBe('etudiant');
    expect(categoryIdFrom('  ', [])).toBe('');
  });

  it("follow a new category's label, but never a saved one's", () => {
    const values = feeTableValues(defaultFeeTable);
    const added = [...values.categories, newCategory('new-1')];
    expect(withLabel(added, 3, 'Industry')[3]?.id).toBe('industry-2');
    expect(withLabel(added, 0, 'Research student')[0]).toMatchObject({ label: 'Research student', id: 'student' });
  });
});

describe('the fee table the form sends', () => {
  it('sends the stored table back unchanged, in paise', () => {
    const sent = feeTableInput(feeTableValues(chairsTable));
    expect(sent.errors).toBeUndefined();
    expect(sent.input).toEqual(chairsTable);
    expect(checkRequest(FeeTableSchema, sent.input).errors).toBeUndefined();
  });

  it('keeps the signature image and the registered-author rule, on unless turned off', () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const { requireRegisteredAuthor: _unset, ...olderTable } = { ...chairsTable, signatory: { ...chairsTable.signatory, image: png } };
    const values = feeTableValues(olderTable);
    expect(values).toMatchObject({ signatureImage: png, requireRegisteredAuthor: true });
    expect(feeTableInput({ ...values, requireRegisteredAuthor: false }).input).toMatchObject({ signatory: { image: png }, requireRegisteredAuthor: false });
    expect(feeTableInput({ ...values, signatureImage: 'data:image/png;base64,AAAA' }).errors).toEqual({ signatureImage: 'The signature image is a PNG or JPEG of at most 150 KB.' });
  });

  it('adds the USD column with the same categories when the toggle is on', () => {
    const values = feeTableValues(defaultFeeTable);
    values.chargeUsd = true;
    values.categories.forEach((category) => (category.usd = { inPersonEarly: '100', inPersonLate: '120', onlineEarly: '50', onlineLate: '60.50' }));
    const sent = feeTableInput(values);
    expect(sent.input?.usd?.map((category) => category.id)).toEqual(['student', 'faculty', 'industry']);
    expect(sent.input?.usd?.[0]).toMatchObject({ inPerson: { early: 10_000, late: 12_000 }, online: { early: 5_000, late: 6_050 } });
    expect(feeTableValues(sent.input ?? defaultFeeTable).categories[0]?.usd.onlineLate).toBe('60.50');
  });

  it('names the amount that is not one, and the one out of range, in its currency', () => {
    const values = feeTableValues(defaultFeeTable);
    values.chargeUsd = true;
    values.categories[1] = { ...values.categories[1]!, inr: { ...values.categories[1]!.inr, onlineLate: 'free' } };
    values.categories[0] = { ...values.categories[0]!, inr: { ...values.categories[0]!.inr, inPersonEarly: '2,00,00,000' } };
    expect(feeTableInput(values).errors).toMatchObject({
      'categories.1.online.late': 'Enter an amount in rupees, such as 5,000.00.',
      'categories.0.inPerson.early': 'Enter an amount from ₹0.00 to ₹1,00,00,000.00.',
      'usd.0.inPerson.early': 'Enter an amount in dollars, such as 150.00.',
    });
  });

  it('gives the GSTIN the message the server gives, and takes an empty one', () => {
    const problem = 'This GSTIN fails its check character: a character is mistyped.';
    expect(gstinFieldProblem('33aaacw4270n1z5')).toBe(problem);
    expect(gstinFieldProblem(' ')).toBeNull();
    expect(feeTableInput({ ...feeTableValues(chairsTable), gstin: '33AAACW4270N1Z5' }).errors).toEqual({ gstin: problem });
    expect(feeTableInput({ ...feeTableValues(chairsTable), gstin: ' 33aaacw4270n1z4 ' }).input?.gstin).toBe('33AAACW4270N1Z4');
  });

  it('refuses a missing label, a repeated ID, a bad SAC code, rate and link, and keys the signatory by its fields', () => {
    const values = feeTableValues(chairsTable);
    values.categories[2] = { ...values.categories[2]!, label: ' ', id: 'faculty' };
    const errors = feeTableInput({ ...values, sac: '9985', gstRatePercent: '30', meetingLink: 'http://meet.example.org', signatoryName: 'x'.repeat(101) }).errors;
    expect(errors).toMatchObject({
      'categories.2.label': 'Each category needs a label.',
      'categories.2.id': 'Another category has this ID.',
      sac: 'The SAC code is six digits (998596: events and conventions).',
      gstRatePercent: 'The GST rate is a percentage from 0 to 28.',
      meetingLink: 'The meeting link must be an https address, or empty.',
      signatoryName: "The signatory's name may be at most 100 characters.",
    });
  });
});

describe('a refused save', () => {
  it("puts each of the server's errors under its field", () => {
    const refusal = new ApiRequestError(400, 'The GSTIN fails.', { gstin: 'The GSTIN fails.', 'signatory.designation': 'Too long.', 'usd.0.online.early': 'Whole cents.' });
    expect(feeTableFailure(refusal)).toEqual({ message: 'The GSTIN fails.', fieldErrors: { gstin: 'The GSTIN fails.', signatoryDesignation: 'Too long.', 'usd.0.online.early': 'Whole cents.' } });
  });

  it('says to try later when no answer came', () => {
    expect(feeTableFailure(new TypeError('Failed to fetch')).fieldErrors).toEqual({});
  });
});
