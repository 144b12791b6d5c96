import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api';
import {
  emptyRegistration,
  loginDetailsFilled,
  registrationFailure,
  registrationFieldErrors,
  registrationInput,
  registrationOutcome,
  todayIso,
} from './registrationForm';

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
});
