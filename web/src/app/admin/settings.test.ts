import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import {
  notificationOptions,
  profileFailure,
  profileInput,
  responseWordsBounds,
  reviewersPerPaperBounds,
  reviewSettingsFailure,
  reviewSettingsInput,
  reviewSettingsValues,
  settingsChoices,
  systemSettingsNotice,
  themeOptions,
  validateReviewSettings,
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

describe('review settings form', () => {
  const values = (reviewersPerPaper: string, responseWords = '500') => ({ reviewersPerPaper, shareReviews: true, responseWords });
  const refused = 'Enter a whole number from 1 to 10.';
  const wordsRefused = 'The response word limit must be a whole number from 50 to 3000.';

  it('shows the stored settings and saves the numbers as numbers', () => {
    expect(reviewSettingsValues({ reviewersPerPaper: 3, shareReviews: false, responseWords: 800 })).toEqual({ reviewersPerPaper: '3', shareReviews: false, responseWords: '800' });
    expect(reviewSettingsInput({ reviewersPerPaper: ' 4 ', shareReviews: false, responseWords: ' 750 ' })).toEqual({ reviewersPerPaper: 4, shareReviews: false, responseWords: 750 });
  });

  it('shows the default word limit, 500, for settings saved before it existed', () => {
    expect(reviewSettingsValues({ reviewersPerPaper: 3, shareReviews: true }).responseWords).toBe('500');
  });

  it('accepts word limits from 50 to 3000, the bounds the field offers, and refuses others', () => {
    expect(responseWordsBounds).toEqual({ min: 50, max: 3000 });
    for (const typed of ['50', '500', '3000']) expect(validateReviewSettings(values('3', typed))).toEqual({});
    for (const typed of ['', '49', '3001', '250.5', 'many']) expect(validateReviewSettings(values('3', typed))).toEqual({ responseWords: wordsRefused });
  });

  it('shows an error under each number it refuses', () => {
    expect(validateReviewSettings(values('0', '10'))).toEqual({ reviewersPerPaper: refused, responseWords: wordsRefused });
  });

  it('accepts whole numbers from 1 to 10, the bounds the field offers', () => {
    expect(reviewersPerPaperBounds).toEqual({ min: 1, max: 10 });
    for (const typed of ['1', '3', '10']) expect(validateReviewSettings(values(typed))).toEqual({});
  });

  it('refuses an empty field, 0, 11, fractions and text beside the field', () => {
    for (const typed of ['', ' ', '0', '11', '2.5', '-1', 'three']) {
      expect(validateReviewSettings(values(typed))).toEqual({ reviewersPerPaper: refused });
    }
  });

  it("shows the server's refusal of the number under the field and in the alert", () => {
    const refusal = new ApiRequestError(400, 'Please check the form.', { reviewersPerPaper: 'Too big: expected number to be <=10', shareReviews: 'x', responseWords: wordsRefused });
    expect(reviewSettingsFailure(refusal)).toEqual({ message: 'Please check the form.', fieldErrors: { reviewersPerPaper: 'Too big: expected number to be <=10', responseWords: wordsRefused } });
    expect(reviewSettingsFailure(new ApiRequestError(403, 'Forbidden'))).toEqual({ message: 'Forbidden', fieldErrors: {} });
    expect(reviewSettingsFailure(new TypeError('Failed to fetch')).message).toBe('An error occurred. Please try again later.');
  });
});
