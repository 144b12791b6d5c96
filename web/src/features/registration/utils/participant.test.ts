import { describe, expect, it } from 'vitest';
import { Messages } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import type { ManuscriptRow } from '../../submissions/utils/manuscript';
import { estimateOf } from '../../../lib/participation';
import { july, published } from '../../../lib/participation.fixtures';
import {
  breakdownRows,
  estimateText,
  participantFailure,
  participantInput,
  participantValues,
  presentablePapers,
  publicationRuleText,
  registrationDetails,
  validateParticipant,
  type ParticipantValues,
  type StoredRegistration,
} from './participant';


/** Asha, faculty at CUSAT in Kerala, presenting her accepted paper online. */
const asha: ParticipantValues = {
  category: 'faculty',
  attendance: 'online',
  paperIds: ['ICCS25-0042'],
  name: 'Asha Rao',
  address: 'CUSAT, Kochi 682022',
  country: 'India',
  state: 'Kerala',
  gstin: '',
  hostelNights: '0',
};

const row = (paperId: string, status: string) => ({ paperId, status }) as ManuscriptRow;

describe("the papers a participant presents", () => {
  it('are their accepted and published papers only', () => {
    const rows = [row('ICCS25-0001', 'Accepted'), row('ICCS25-0002', 'Under Review'), row('ICCS25-0003', 'published'), row('ICCS25-0004', 'Rejected')];
    expect(presentablePapers(rows).map((paper) => paper.paperId)).toEqual(['ICCS25-0001', 'ICCS25-0003']);
  });

  it('are sent only when still presentable, or as stored when the list could not be read', () => {
    const values = { ...asha, paperIds: ['ICCS25-0042', 'ICCS25-0007'] };
    expect(participantInput(values, ['ICCS25-0042']).paperIds).toEqual(['ICCS25-0042']);
    expect(participantInput(values, null).paperIds).toEqual(['ICCS25-0042', 'ICCS25-0007']);
  });
});

describe('the registration form', () => {
  it("sends Asha's registration as the server takes it, without an empty GSTIN", () => {
    expect(validateParticipant(asha)).toEqual({});
    expect(participantInput(asha, ['ICCS25-0042'])).toEqual({
      category: 'faculty',
      attendance: 'online',
      paperIds: ['ICCS25-0042'],
      billing: { name: 'Asha Rao', address: 'CUSAT, Kochi 682022', state: 'Kerala', country: 'India' },
      hostelNights: 0,
    });
  });

  it('starts from the stored registration when it is changed', () => {
    const stored = { ...registration, billing: { ...registration.billing, gstin: null } };
    expect(participantValues(stored)).toEqual({ ...asha, hostelNights: '2' });
    expect(participantValues(null)).toMatchObject({ country: 'India', attendance: 'in-person', category: '', hostelNights: '0' });
  });

  it('names each missing field with the server message', () => {
    const errors = validateParticipant({ ...asha, category: '', name: ' ', address: '', hostelNights: '11' });
    expect(errors).toEqual({
      category: 'Choose a category.',
      name: 'The billing name is required.',
      address: 'The billing address is required.',
      hostelNights: 'Hostel nights are a whole number from 0 to 10.',
    });
  });

  it('takes a state of India from the list only, and any region abroad', () => {
    expect(validateParticipant({ ...asha, state: 'Keral' })).toEqual({ state: Messages.unknownState });
    expect(validateParticipant({ ...asha, country: 'Germany', state: 'Bavaria' })).toEqual({});
  });

  it("checks the GSTIN as the server does: its check character, then its state against the address's", () => {
    expect(validateParticipant({ ...asha, gstin: '32aaaaa0000a1zc' })).toEqual({ gstin: 'This GSTIN fails its check character: a character is mistyped.' });
    expect(validateParticipant({ ...asha, state: 'Tamil Nadu', gstin: '32AAAAA0000A1ZB' })).toEqual({ gstin: 'This GSTIN is registered in Kerala, not Tamil Nadu.' });
    expect(participantInput({ ...asha, gstin: ' 32aaaaa0000a1zb ' }, []).billing.gstin).toBe('32AAAAA0000A1ZB');
  });

  it('sends no GSTIN for an address abroad', () => {
    expect(participantInput({ ...asha, country: 'Germany', state: 'Bavaria', gstin: '32AAAAA0000A1ZB' }, []).billing).not.toHaveProperty('gstin');
  });

  it("puts the server's errors under their fields", () => {
    const refusal = new ApiRequestError(400, 'This GSTIN is registered in Kerala, not Goa.', { 'billing.gstin': 'This GSTIN is registered in Kerala, not Goa.', category: 'Choose one of the categories: student.', 'paperIds.0': 'Too long.' });
    expect(participantFailure(refusal)).toEqual({
      message: 'This GSTIN is registered in Kerala, not Goa.',
      fieldErrors: { gstin: 'This GSTIN is registered in Kerala, not Goa.', category: 'Choose one of the categories: student.', paperIds: 'Too long.' },
    });
  });
});

describe('the estimate beside the form', () => {
  it('reads as an estimate, the amount due being the one confirmed on registering', () => {
    const amount = estimateOf(published, asha, null, july);
    expect(amount && estimateText(amount)).toBe('Estimated amount: ₹4,130.00 (₹3,500.00 plus GST ₹630.00), early rate. The amount due is the one confirmed when you register.');
  });
});

const registration: StoredRegistration = {
  email: 'asha@example.org',
  category: 'faculty',
  attendance: 'online',
  paperIds: ['ICCS25-0042'],
  billing: { name: 'Asha Rao', address: 'CUSAT, Kochi 682022', state: 'Kerala', country: 'India', gstin: '32AAAAA0000A1ZB' },
  hostelNights: 2,
  amount: { currency: 'INR', rate: 'early', taxable: 350_000, cgst: 31_500, sgst: 31_500, total: 413_000, category: 'Faculty' },
  registeredAt: '2025-07-01T00:00:00.000Z',
  updatedAt: '2025-07-02T00:00:00.000Z',
};

describe('a saved registration', () => {
  it('lists its category, attendance, papers, billing and hostel nights', () => {
    expect(registrationDetails(registration)).toEqual([
      { label: 'Category', value: 'Faculty' },
      { label: 'Attendance', value: 'Online' },
      { label: 'Papers presented', value: 'ICCS25-0042' },
      { label: 'Billing name', value: 'Asha Rao' },
      { label: 'Address', value: 'CUSAT, Kochi 682022' },
      { label: 'State', value: 'Kerala' },
      { label: 'Country', value: 'India' },
      { label: 'GSTIN', value: '32AAAAA0000A1ZB' },
      { label: 'Hostel nights', value: '2 (rooms are paid on arrival)' },
    ]);
  });

  it('shows the amount due the server computed, part by part', () => {
    expect(breakdownRows(registration.amount)).toEqual([
      { label: 'Taxable value', value: '₹3,500.00' },
      { label: 'CGST', value: '₹315.00' },
      { label: 'SGST', value: '₹315.00' },
      { label: 'Total', value: '₹4,130.00' },
    ]);
  });
});

describe('the rule of publication', () => {
  const accepted = [row('ICCS25-0042', 'Accepted')];

  it('is stated while the chair requires a registered author and the author has an accepted paper', () => {
    expect(publicationRuleText(published, accepted)).toBe('An accepted paper is published once one of its authors has registered and the payment has been verified.');
  });

  it('is not stated when the chair does not require one, before the fees are published, or without an accepted paper', () => {
    expect(publicationRuleText({ fees: { ...published.fees, requireRegisteredAuthor: false } }, accepted)).toBeNull();
    expect(publicationRuleText({ fees: null }, accepted)).toBeNull();
    expect(publicationRuleText(undefined, accepted)).toBeNull();
    expect(publicationRuleText(published, [row('ICCS25-0001', 'Under Review'), row('ICCS25-0003', 'Published')])).toBeNull();
    expect(publicationRuleText(published, null)).toBeNull();
  });
});
