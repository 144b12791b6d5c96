import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api';
import { refusalMessage, serverFieldErrors, serverMessage } from './failures';

describe('refusalMessage', () => {
  it('gives the server message of a 4xx answer', () => {
    expect(refusalMessage(new ApiRequestError(401, 'Invalid email or password.'))).toBe('Invalid email or password.');
  });

  it('gives nothing for a server fault or a network failure', () => {
    expect(refusalMessage(new ApiRequestError(500, 'Something went wrong'))).toBeUndefined();
    expect(refusalMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('serverMessage', () => {
  it('gives the message of any error answer, 5xx included', () => {
    expect(serverMessage(new ApiRequestError(503, 'Unavailable'))).toBe('Unavailable');
  });

  it('gives nothing when no answer came', () => {
    expect(serverMessage(new Error('offline'))).toBeUndefined();
  });
});

describe('serverFieldErrors', () => {
  it('keeps the errors of the form fields and drops the others', () => {
    const error = new ApiRequestError(400, 'Phone number must be exactly 10 digits.', {
      phone: 'Phone number must be exactly 10 digits.',
      unknown: 'ignored',
    });
    expect(serverFieldErrors(error, ['phone', 'email'])).toEqual({ phone: 'Phone number must be exactly 10 digits.' });
  });

  it('is empty for failures without an answer', () => {
    expect(serverFieldErrors(new Error('offline'), ['phone'])).toEqual({});
  });
});
