import { describe, expect, it } from 'vitest';
import { defaultFeeTable, Messages, type PublicFees } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import { estimateOf } from '../../../lib/participation';
import {
  emptyRegistration,
  loginDetailsFilled,
  participationEstimateText,
  participationFields,
  registrationFailure,
  registrationFieldErrors,
  registrationInput,
  registrationOutcome,
  todayIso,
  validateRegistration,
  type RegistrationValues,
} from './registrationForm';

/** Priya, faculty at CUSAT in Kerala, registering with her login details filled in. */
const priya: RegistrationValues = {
  ...emptyRegistration('2025-08-01'),
  name: 'Priya Nair',
  gender: 'Female',
  designation: 'Assistant Professor',
  organization: 'CUSAT',
  phone: '9876501234',
  address: 'CUSAT, Kochi 682022',
  loginEmail: 'priya@uni.test',
  password: 'secret12',
  confirmPassword: 'secret12',
};
/** Priya choosing her category: faculty, online, billed in Kerala. */
const participating: RegistrationValues = { ...priya, category: 'faculty', attendance: 'online', state: 'Kerala' };

describe('the registration form values', () => {
  it('starts empty, with the hidden payment date and date set to today', () => {
    const values = emptyRegistration('2025-08-01');
    expect(values.name).toBe('');
    expect(values.loginEmail).toBe('');
    expect(values.paymentDate).toBe('2025-08-01');
    expect(values.date).toBe('2025-08-01');
  });

  it("writes today's local date as YYYY-MM-DD", () => {
    expect(todayIso(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });

  it('sends the nine fields and not the hidden dates', () => {
    const sent = registrationInput({ ...emptyRegistration('2025-08-01'), name: 'Priya Nair' });
    expect(Object.keys(sent).sort()).toEqual(
      ['address', 'confirmPassword', 'designation', 'gender', 'loginEmail', 'name', 'organization', 'password', 'phone'],
    );
    expect(sent.name).toBe('Priya Nair');
  });

  it('starts Your participation with no category, in person, in India, without hostel nights', () => {
    expect(emptyRegistration('2025-08-01')).toMatchObject({ category: '', attendance: 'in-person', country: 'India', state: '', gstin: '', hostelNights: '0' });
  });
});

describe("the participant's choices", () => {
  it('are not sent without a category, whatever else is filled in', () => {
    expect(participationFields({ ...priya, attendance: 'online', state: 'Kerala', gstin: '32AAAAA0000A1ZB', hostelNights: '2' })).toEqual({});
    expect(Object.keys(registrationInput({ ...priya, state: 'Kerala' }))).not.toContain('billingState');
  });

  it('are sent with a category, under the names the server takes', () => {
    expect(participationFields({ ...participating, hostelNights: '2' })).toEqual({
      category: 'faculty',
      attendance: 'online',
      billingState: 'Kerala',
      billingCountry: 'India',
      hostelNights: '2',
    });
    expect(registrationInput(participating)).toMatchObject({ name: 'Priya Nair', category: 'faculty', billingCountry: 'India' });
  });

  it('send the GSTIN in capitals for an address in India, and none abroad', () => {
    expect(participationFields({ ...participating, gstin: ' 32aaaaa0000a1zb ' }).billingGstin).toBe('32AAAAA0000A1ZB');
    expect(participationFields({ ...participating, country: 'Germany', state: 'Bavaria', gstin: '32AAAAA0000A1ZB' })).not.toHaveProperty('billingGstin');
  });

  it('leave the hostel nights out when none are given', () => {
    expect(participationFields({ ...participating, hostelNights: ' ' })).not.toHaveProperty('hostelNights');
  });
});

describe('validateRegistration', () => {
  it("takes Priya's registration, with or without a category", () => {
    expect(validateRegistration(priya)).toEqual({});
    expect(validateRegistration(participating)).toEqual({});
  });

  it('asks nothing of Your participation without a category', () => {
    expect(validateRegistration({ ...priya, country: '', state: '', hostelNights: '' })).toEqual({});
  });

  it("requires the state and country once a category is chosen, with the server's messages", () => {
    expect(validateRegistration({ ...participating, state: '' })).toEqual({ state: 'The state is required.' });
    expect(validateRegistration({ ...participating, country: ' ', state: '' })).toEqual({ country: 'The country is required.', state: 'The state is required.' });
  });

  it('takes a state of India from the list only, and any region abroad', () => {
    expect(validateRegistration({ ...participating, state: 'Keral' })).toEqual({ state: Messages.unknownState });
    expect(validateRegistration({ ...participating, country: 'Germany', state: 'Bavaria' })).toEqual({});
  });

  it("checks the GSTIN's check character and its state against the address's", () => {
    expect(validateRegistration({ ...participating, gstin: '32AAAAA0000A1ZB' })).toEqual({});
    expect(validateRegistration({ ...participating, gstin: '32AAAAA0000A1ZC' })).toEqual({ gstin: 'This GSTIN fails its check character: a character is mistyped.' });
    expect(validateRegistration({ ...participating, state: 'Goa', gstin: '32AAAAA0000A1ZB' })).toEqual({ gstin: 'This GSTIN is registered in Kerala, not Goa.' });
  });

  it('refuses hostel nights beyond ten', () => {
    expect(validateRegistration({ ...participating, hostelNights: '11' })).toEqual({ hostelNights: 'Hostel nights are a whole number from 0 to 10.' });
  });

  it("keeps the registration's own messages for the name and address", () => {
    expect(validateRegistration({ ...participating, name: '' }).name).toBe(validateRegistration({ ...priya, name: '' }).name);
  });
});

describe('the estimate in Your participation', () => {
  it('is labelled as an estimate from the published fees', () => {
    const published = {
      fees: { categories: defaultFeeTable.categories, usd: null, gstRatePercent: 18, requireRegisteredAuthor: true },
      earlyUntil: '2025-07-31T18:29:00.000Z',
      registrationDeadline: '2025-08-31T18:29:00.000Z',
      timeZone: 'Asia/Kolkata',
    } satisfies PublicFees;
    const amount = estimateOf(published, participating, null, Date.parse('2025-07-15T10:00:00Z'));
    expect(amount && participationEstimateText(amount)).toBe(
      'Estimated amount, computed from the published fees: ₹4,130.00 (₹3,500.00 plus GST ₹630.00), early rate. The amount due is computed when your registration is recorded, and shown on your author dashboard.',
    );
  });
});

describe('loginDetailsFilled', () => {
  it('enables Submit only once the login email and both passwords are filled in', () => {
    expect(loginDetailsFilled({ loginEmail: 'priya@uni.test', password: 'secret1', confirmPassword: 'secret1' })).toBe(true);
    expect(loginDetailsFilled({ loginEmail: 'priya@uni.test', password: 'secret1', confirmPassword: '' })).toBe(false);
    expect(loginDetailsFilled({ loginEmail: '', password: 'secret1', confirmPassword: 'secret1' })).toBe(false);
  });
});

describe('registrationOutcome', () => {
  it('succeeds with the receipt link', () => {
    expect(registrationOutcome({ message: 'ok', pdfPath: '/conregister/receipt/R1?key=k' })).toEqual({
      ok: true,
      pdfPath: '/conregister/receipt/R1?key=k',
    });
  });

  it('reports an answer without a receipt link', () => {
    expect(registrationOutcome({ message: 'No receipt was made' })).toEqual({ ok: false, message: 'Error: No receipt was made' });
    expect(registrationOutcome(null)).toEqual({ ok: false, message: 'Error: Unknown error' });
  });
});

describe('registrationFailure', () => {
  it("words an error answer with the server's text", () => {
    expect(registrationFailure(new ApiRequestError(409, 'This email is already registered.'))).toBe(
      'Error occurred: Server Error: This email is already registered.',
    );
  });

  it('words a thrown failure with its message', () => {
    expect(registrationFailure(new TypeError('Failed to fetch'))).toBe('Error occurred: Failed to fetch');
  });
});

describe('registrationFieldErrors', () => {
  it("maps the server's field errors onto the form's fields", () => {
    const error = new ApiRequestError(400, 'Invalid input', { phone: 'Phone number must be exactly 10 digits.', other: 'x' });
    expect(registrationFieldErrors(error)).toEqual({ phone: 'Phone number must be exactly 10 digits.' });
    expect(registrationFieldErrors(new Error('boom'))).toEqual({});
  });

  it("maps the participant's errors onto Your participation, and the billing name and address onto Name and Address", () => {
    const error = new ApiRequestError(400, 'Invalid input', {
      category: 'Choose one of the categories: student, faculty.',
      attendance: "attendance is 'in-person' or 'online'.",
      'billing.state': Messages.unknownState,
      'billing.country': 'The country is required.',
      'billing.gstin': 'This GSTIN is registered in Kerala, not Goa.',
      'billing.address': 'The billing address is required.',
      hostelNights: 'Hostel nights are a whole number from 0 to 10.',
    });
    expect(registrationFieldErrors(error)).toEqual({
      category: 'Choose one of the categories: student, faculty.',
      attendance: "attendance is 'in-person' or 'online'.",
      state: Messages.unknownState,
      country: 'The country is required.',
      gstin: 'This GSTIN is registered in Kerala, not Goa.',
      address: 'The billing address is required.',
      hostelNights: 'Hostel nights are a whole number from 0 to 10.',
    });
  });

  it('maps the multipart names of the participant fields too', () => {
    const error = new ApiRequestError(400, 'Invalid input', { billingState: 'The state may be at most 60 characters.', billingGstin: 'The GSTIN may be at most 20 characters.' });
    expect(registrationFieldErrors(error)).toEqual({ state: 'The state may be at most 60 characters.', gstin: 'The GSTIN may be at most 20 characters.' });
  });
});
