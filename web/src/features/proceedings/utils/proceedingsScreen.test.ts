import { describe, expect, it } from 'vitest';
import { defaultProceedingsSettings, proceedingsFilters } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import {
  affiliationText,
  authorReminderSummary,
  cameraReadyStateText,
  missingText,
  noProceedingsText,
  pageRangeText,
  proceedingsFilterFromParams,
  proceedingsFilterLabels,
  proceedingsSettingsFailure,
  proceedingsSettingsInput,
  proceedingsSettingsValues,
  proceedingsSummary,
  reminderPaperIds,
  settingsOf,
  validateProceedingsSettings,
  withProceedingsFilter,
  volumeOrderRequest,
} from './proceedingsScreen';

describe('the filter', () => {
  it('labels every filter the server takes', () => {
    expect(proceedingsFilters.map((filter) => proceedingsFilterLabels[filter])).toEqual(['All', 'Incomplete', 'Missing camera-ready', 'Missing copyright', 'Missing metadata', 'Missing registration', 'Complete']);
  });

  it('keeps the filter in the URL, every paper being the bare address', () => {
    expect(proceedingsFilterFromParams(new URLSearchParams('missing=copyright'))).toBe('copyright');
    expect(proceedingsFilterFromParams(new URLSearchParams('missing=nonsense'))).toBe('all');
    expect(withProceedingsFilter(new URLSearchParams('x=1'), 'metadata').toString()).toBe('x=1&missing=metadata');
    expect(withProceedingsFilter(new URLSearchParams('missing=metadata'), 'all').toString()).toBe('');
  });

  it('says why the grid is empty', () => {
    expect(noProceedingsText('all')).toBe('No paper is accepted yet.');
    expect(noProceedingsText('cameraReady')).toBe('No paper misses its camera-ready PDF.');
    expect(noProceedingsText('incomplete')).toBe('Every paper is complete.');
  });
});

describe('the rows', () => {
  it('sums up the volume', () => {
    expect(proceedingsSummary({ papers: 42, complete: 30, volumePages: 1310 })).toBe('42 papers, 30 complete, 1,310 pages');
    expect(proceedingsSummary({ papers: 1, complete: 0, volumePages: 1 })).toBe('1 paper, 0 complete, 1 page');
  });

  it('says the camera-ready state in words with its pages', () => {
    expect(cameraReadyStateText({ cameraReady: 'missing', pages: null })).toBe('Missing');
    expect(cameraReadyStateText({ cameraReady: 'passed', pages: 8 })).toBe('Passed, 8 pages');
    expect(cameraReadyStateText({ cameraReady: 'warnings', pages: 1 })).toBe('Passed with warnings, 1 page');
  });

  it('gives the pages in the volume', () => {
    expect(pageRangeText({ firstPage: 17, lastPage: 24 })).toBe('17–24');
    expect(pageRangeText({ firstPage: 9, lastPage: 9 })).toBe('9');
    expect(pageRangeText({ firstPage: null, lastPage: null })).toBe('None yet');
  });

  it('lists the spellings of an institution with the suggested one', () => {
    expect(affiliationText({ spellings: ['Univ. of Kerala', 'University of Kerala'], counts: [3, 1], suggested: 'Univ. of Kerala' })).toBe(
      'Written several ways: Univ. of Kerala (3), University of Kerala (1) → suggested Univ. of Kerala',
    );
  });
});

describe('the reminders', () => {
  it('names what a paper misses', () => {
    expect(missingText(['cameraReady', 'copyright'])).toBe('camera-ready PDF, copyright form');
    expect(missingText([])).toBe('nothing');
    expect(authorReminderSummary(3)).toBe('The authors of 3 papers will be reminded of what each misses:');
  });

  it('previews the selected papers, or every incomplete one when none is selected', () => {
    expect(reminderPaperIds(new Set())).toBeUndefined();
    expect(reminderPaperIds(new Set(['P-2', 'P-1']))).toEqual(['P-1', 'P-2']);
  });
});

const stored = { ...defaultProceedingsSettings, isbn: '978-3-16-148410-0', order: 'custom' as const, customOrder: ['P-3', 'P-1'], saved: true, copyrightVersion: 'v2' };

describe('the order of the volume', () => {
  it('leaves the order out of the settings the Settings form sends, and what the server adds', () => {
    const { order: _order, customOrder: _customOrder, ...settings } = defaultProceedingsSettings;
    expect(settingsOf(stored)).toEqual({ ...settings, isbn: '978-3-16-148410-0' });
  });

  it('sends the order alone, the papers listed only for a custom order', () => {
    expect(volumeOrderRequest('custom', ['P-1', 'P-3', 'P-2'])).toEqual({ order: 'custom', customOrder: ['P-1', 'P-3', 'P-2'] });
    // Another order leaves the stored custom one on the server, for a return to it.
    expect(volumeOrderRequest('session', ['P-9'])).toEqual({ order: 'session', customOrder: [] });
  });
});

describe('the proceedings settings form', () => {
  it('holds the numbers as typed and sends them as numbers, with the order unchanged', () => {
    const values = proceedingsSettingsValues(stored);
    expect(values.minPages).toBe('6');
    const input = proceedingsSettingsInput({ ...values, maxPages: ' 10 ' });
    expect(input).toEqual({ ...settingsOf(stored), maxPages: 10 });
  });

  it('checks the fields as the server does', () => {
    const values = proceedingsSettingsValues(stored);
    expect(validateProceedingsSettings(values)).toEqual({});
    const errors = validateProceedingsSettings({ ...values, minPages: '9', isbn: '978-3-16-148410-1', doiPrefix: '11.5555', maxPages: '' });
    expect(Object.keys(errors).sort()).toEqual(['doiPrefix', 'isbn', 'maxPages']);
    expect(validateProceedingsSettings({ ...values, minPages: '9' })).toEqual({ minPages: 'Page limits are whole numbers from 1 to 100, the minimum at most the maximum.' });
    expect(Object.keys(validateProceedingsSettings({ ...values, copyrightText: '  ' }))).toEqual(['copyrightText']);
  });

  it("shows the server's refusal under the fields it names", () => {
    const refusal = new ApiRequestError(400, 'Please check the form.', { isbn: 'Fails its check digit.', customOrder: 'Twice.' });
    expect(proceedingsSettingsFailure(refusal)).toEqual({ message: 'Please check the form.', fieldErrors: { isbn: 'Fails its check digit.' } });
  });
});
