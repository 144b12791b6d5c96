import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { notificationOptions, profileFailure, profileInput, themeOptions } from './settings';

describe('profile form', () => {
  it("sends the chair's name and email trimmed and the passwords as typed", () => {
    expect(profileInput({ name: ' Programme Chair ', email: ' chair@demo.test ', currentPassword: ' secret ', newPassword: '' })).toEqual({
      name: 'Programme Chair',
      email: 'chair@demo.test',
      currentPassword: ' secret ',
      newPassword: '',
    });
  });

  it('shows a wrong current password under its field and in the alert', () => {
    const refusal = new ApiRequestError(400, 'The current password is not correct.', { currentPassword: 'The current password is not correct.' });
    expect(profileFailure(refusal)).toEqual({
      message: 'The current password is not correct.',
      fieldErrors: { currentPassword: 'The current password is not correct.' },
    });
  });

  it('puts a taken email under Email', () => {
    const taken = new ApiRequestError(409, 'An account with this email already exists. Please log in.');
    expect(profileFailure(taken).fieldErrors).toEqual({ email: 'An account with this email already exists. Please log in.' });
  });

  it('keeps only the form fields of a 400 answer', () => {
    const refusal = new ApiRequestError(400, 'Please check the form.', { name: 'Admin Name is required', role: 'nope' });
    expect(profileFailure(refusal).fieldErrors).toEqual({ name: 'Admin Name is required' });
  });

  it('falls back to a generic text when no answer came', () => {
    expect(profileFailure(new TypeError('Failed to fetch'))).toEqual({ message: 'An error occurred. Please try again later.', fieldErrors: {} });
  });
});

describe('the Notifications and Theme forms', () => {
  it('offers Enabled/Disabled and Light/Dark, stored in lower case', () => {
    expect(notificationOptions.map((option) => [option.value, option.label])).toEqual([
      ['enabled', 'Enabled'],
      ['disabled', 'Disabled'],
    ]);
    expect(themeOptions.map((option) => [option.value, option.label])).toEqual([
      ['light', 'Light'],
      ['dark', 'Dark'],
    ]);
  });
});
