import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import {
  notificationOptions,
  profileFailure,
  profileInput,
  settingsChoices,
  systemSettingsNotice,
  themeOptions,
  withChoice,
} from './settings';

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

describe('system form', () => {
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

describe('system form choices', () => {
  const settings = { notifications: 'enabled', theme: 'light' } as const;

  it('lists Notifications then Theme, each saying who it is for', () => {
    expect(settingsChoices.map((choice) => [choice.legend, choice.hint])).toEqual([
      ['Notifications', 'For the whole conference: messages to authors, reviewers and admins. Receipts and account messages are always sent.'],
      ['Theme', 'Yours only: how these screens look to you.'],
    ]);
  });

  it('changes the chosen setting to one of its values, and nothing for another value', () => {
    expect(withChoice(settings, 'theme', 'dark')).toEqual({ notifications: 'enabled', theme: 'dark' });
    expect(withChoice(settings, 'notifications', 'disabled')).toEqual({ notifications: 'disabled', theme: 'light' });
    expect(withChoice(settings, 'theme', 'disabled')).toEqual(settings);
    expect(withChoice(settings, 'notifications', 'sometimes')).toEqual(settings);
  });
});

describe('system form outcome', () => {
  const saved = { status: 'fulfilled', value: undefined } as const;
  const switchedOff = { status: 'fulfilled', value: { message: 'Notifications are off: only receipts and account messages are sent.' } } as const;
  const refused = { status: 'rejected', reason: new ApiRequestError(403, 'Admins only.') } as const;
  const unreachable = { status: 'rejected', reason: new TypeError('Failed to fetch') } as const;

  it("confirms the save with the server's word on the switch", () => {
    expect(systemSettingsNotice(saved, switchedOff)).toEqual({
      severity: 'success',
      text: 'System settings updated successfully! Notifications are off: only receipts and account messages are sent.',
    });
  });

  it('confirms the theme alone when the switch could not be loaded (and so was not sent)', () => {
    expect(systemSettingsNotice(saved, { status: 'fulfilled', value: null })).toEqual({ severity: 'success', text: 'System settings updated successfully!' });
  });

  it("says the theme is saved and shows the server's refusal of the switch", () => {
    expect(systemSettingsNotice(saved, refused)).toEqual({ severity: 'error', text: 'The theme is saved, but Notifications were not changed: Admins only.' });
    expect(systemSettingsNotice(saved, unreachable).text).toBe('The theme is saved, but Notifications were not changed: An error occurred. Please try again later.');
  });

  it('says the switch is saved when only the theme failed', () => {
    expect(systemSettingsNotice(unreachable, switchedOff)).toEqual({
      severity: 'error',
      text: 'Notifications are off: only receipts and account messages are sent. The theme could not be saved. An error occurred. Please try again later.',
    });
  });

  it('says nothing was saved when both failed', () => {
    expect(systemSettingsNotice(unreachable, refused)).toEqual({ severity: 'error', text: 'Nothing was saved: Admins only.' });
  });
});
