import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api';
import { responseWordsBounds, reviewersPerPaperBounds, reviewSettingsFailure, reviewSettingsInput, reviewSettingsValues, validateReviewSettings } from './reviewSettings';

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
