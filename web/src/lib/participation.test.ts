import { describe, expect, it } from 'vitest';
import { Messages } from '@confsys/domain';
import {
  amountWithTaxText,
  categoriesFor,
  currencyFor,
  estimateOf,
  gstinFieldProblem,
  gstinToSend,
  registrationClosedText,
  stateFieldProblem,
  withCountry,
} from './participation';
import { july, published, usd } from './participation.fixtures';

const august = Date.parse('2025-08-15T10:00:00Z');

/** Asha, faculty at CUSAT in Kerala, attending online. */
const asha = { category: 'faculty', attendance: 'online' as const, country: 'India', state: 'Kerala', gstin: '' };

describe("a participant's billing place", () => {
  it('clears the state when the country moves between India and abroad', () => {
    expect(withCountry(asha, 'Germany').state).toBe('');
    expect(withCountry(asha, 'india').state).toBe('Kerala');
  });

  it('takes a state of India from the list only, and any region abroad', () => {
    expect(stateFieldProblem({ ...asha, state: 'Keral' })).toBe(Messages.unknownState);
    expect(stateFieldProblem({ ...asha, state: ' kerala ' })).toBeNull();
    expect(stateFieldProblem({ country: 'Germany', state: 'Bavaria' })).toBeNull();
    // A missing state is the schema's to name ("The state is required.").
    expect(stateFieldProblem({ ...asha, state: '' })).toBeNull();
  });

  it("checks the GSTIN as the server does: its check character, then its state against the address's", () => {
    expect(gstinFieldProblem({ ...asha, gstin: '32AAAAA0000A1ZB' })).toBeNull();
    expect(gstinFieldProblem({ ...asha, gstin: '32aaaaa0000a1zc' })).toBe('This GSTIN fails its check character: a character is mistyped.');
    expect(gstinFieldProblem({ ...asha, state: 'Tamil Nadu', gstin: '32AAAAA0000A1ZB' })).toBe('This GSTIN is registered in Kerala, not Tamil Nadu.');
  });

  it('sends the GSTIN in capitals, and none for an address abroad', () => {
    expect(gstinToSend({ ...asha, gstin: ' 32aaaaa0000a1zb ' })).toBe('32AAAAA0000A1ZB');
    expect(gstinToSend({ ...asha, country: 'Germany', gstin: '32AAAAA0000A1ZB' })).toBe('');
  });
});

describe('the estimate beside the forms', () => {
  it('adds CGST and SGST at half the rate each, at the early rate before the early deadline', () => {
    const amount = estimateOf(published, asha, null, july);
    expect(amount).toEqual({ currency: 'INR', rate: 'early', taxable: 350_000, cgst: 31_500, sgst: 31_500, total: 413_000, category: 'Faculty' });
    expect(amount && amountWithTaxText(amount)).toBe('₹4,130.00 (₹3,500.00 plus GST ₹630.00), early rate');
  });

  it('keeps the rate of the day of the first registration when it is changed', () => {
    expect(estimateOf(published, asha, null, august)?.rate).toBe('late');
    expect(estimateOf(published, asha, '2025-07-01T00:00:00Z', august)?.rate).toBe('early');
  });

  it('is in dollars for an address abroad when the chair set them, without GST when none is charged', () => {
    const abroad = { ...asha, country: 'Germany' };
    expect(currencyFor(published.fees, 'Germany')).toBe('USD');
    expect(categoriesFor(published.fees, 'Germany')).toBe(usd);
    const amount = estimateOf({ ...published, fees: { ...published.fees, gstRatePercent: 0 } }, abroad, null, july);
    expect(amount).toMatchObject({ currency: 'USD', taxable: 5_000, cgst: 0, total: 5_000 });
    expect(amount && amountWithTaxText(amount)).toBe('$50.00, early rate');
    expect(currencyFor({ ...published.fees, usd: null }, 'Germany')).toBe('INR');
  });

  it('is none before a category is chosen', () => {
    expect(estimateOf(published, { ...asha, category: '' }, null, july)).toBeNull();
  });
});

describe('the registration deadline', () => {
  it('closes registration once it has passed, naming it in the conference zone', () => {
    expect(registrationClosedText(published, august)).toBeNull();
    expect(registrationClosedText(published, Date.parse('2025-09-01T00:00:00Z'))).toBe('Registration closed on 31 Aug 2025 at 23:59 IST.');
    expect(registrationClosedText({ ...published, registrationDeadline: null }, august)).toBeNull();
  });
});
