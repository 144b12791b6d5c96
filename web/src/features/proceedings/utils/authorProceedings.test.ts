import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api';
import {
  cameraReadyFileText,
  checkOutcome,
  checksSummary,
  checkText,
  confirmedText,
  copyrightFailure,
  metadataFailure,
  metadataInput,
  metadataValues,
  orcidFieldProblem,
  orderedChecks,
  pageRuleText,
  pagesText,
  proceedingsDeadlineTexts,
  signedText,
  uploadFailure,
  validateCopyright,
  validateMetadata,
  withoutAuthorErrors,
  type CheckResult,
  type MetadataValues,
} from './authorProceedings';

// The camera-ready deadline: 15 Aug 2025, 23:59 IST (18:29 UTC); a viewer in India sees no second clock.
const deadline = '2025-08-15T18:29:00.000Z';
const at = Date.parse(deadline);
const window = (open: boolean, when: string | null = deadline) => ({ deadline: when, open, timeZone: 'Asia/Kolkata' });

describe('the camera-ready deadline', () => {
  it('names the deadline and the time left while it is open', () => {
    expect(proceedingsDeadlineTexts(window(true), at - 3 * 86_400_000, 'Asia/Kolkata')).toEqual({ text: 'The camera-ready deadline is 15 Aug 2025 at 23:59 IST: 3 days left.', closedReason: null });
    expect(proceedingsDeadlineTexts(window(true), at - 3_600_000, 'Europe/London').text).toBe('The camera-ready deadline is 15 Aug 2025 at 23:59 IST (19:29 in your time zone): 1 hour left.');
  });

  it('says changes are still taken while the server keeps it open past the deadline', () => {
    expect(proceedingsDeadlineTexts(window(true), at + 60_000, 'Asia/Kolkata')).toEqual({ text: 'The camera-ready deadline was 15 Aug 2025 at 23:59 IST; changes are still taken for a short while.', closedReason: null });
  });

  it('explains why the forms are disabled once the server has closed it', () => {
    const closed = proceedingsDeadlineTexts(window(false), at + 86_400_000, 'Asia/Kolkata');
    expect(closed.closedReason).toBe('The camera-ready deadline passed on 15 Aug 2025 at 23:59 IST.');
    expect(closed.text).toBe('The camera-ready deadline passed on 15 Aug 2025 at 23:59 IST. They can no longer be changed; ask the chair if you need more time.');
  });

  it('says so when no deadline is set', () => {
    expect(proceedingsDeadlineTexts(window(true, null), at, 'Asia/Kolkata').closedReason).toBeNull();
    expect(proceedingsDeadlineTexts(window(false, null), at, 'Asia/Kolkata').closedReason).toBe('The chair is not taking the camera-ready file, the copyright form and the final metadata now.');
  });
});

describe('the page limits', () => {
  it('names the pages and the page size', () => {
    expect(pageRuleText({ minPages: 6, maxPages: 8, pageSize: 'A4' })).toBe('A PDF of 6 to 8 pages, every page A4 (210 × 297 mm), with every font embedded.');
    expect(pageRuleText({ minPages: 4, maxPages: 4, pageSize: 'Letter' })).toBe('A PDF of 4 pages, every page US Letter (8.5 × 11 in), with every font embedded.');
  });
});

const fonts: CheckResult = { check: 'fontsEmbedded', ok: false, severity: 'error', pages: [2, 5], message: 'Helvetica is not embedded.' };
const type3: CheckResult = { check: 'type3Fonts', ok: false, severity: 'warning', pages: [3], message: 'A Type 3 font is used.' };
const size: CheckResult = { check: 'pageSize', ok: true, severity: 'error', pages: [], message: 'Every page is A4.' };

describe("the publisher's checks", () => {
  it('tells a failure from a warning and a pass', () => {
    expect([fonts, type3, size].map(checkOutcome)).toEqual(['failed', 'warning', 'passed']);
    expect(checkOutcome({ ok: true, severity: 'warning' })).toBe('passed');
  });

  it('names the pages a check concerns', () => {
    expect(pagesText([])).toBe('');
    expect(pagesText([3])).toBe('page 3');
    expect(pagesText([2, 5])).toBe('pages 2, 5');
    expect(pagesText(Array.from({ length: 23 }, (_page, index) => index + 1))).toBe('pages 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20 and 3 more');
  });

  it('writes each check with what it looks at, its message and pages', () => {
    expect(checkText(fonts)).toBe('Fonts embedded: Helvetica is not embedded. (pages 2, 5)');
    expect(checkText(size)).toBe('Page size: Every page is A4.');
    expect(checkText({ ...size, check: 'somethingNew' })).toBe('somethingNew: Every page is A4.');
  });

  it('lists failures first, then warnings, then those passed', () => {
    expect(orderedChecks([size, type3, fonts])).toEqual([fonts, type3, size]);
    expect(checksSummary([size, type3, fonts])).toBe('1 check failed, 1 warning, 1 passed.');
    expect(checksSummary([size])).toBe('1 passed.');
  });

  it('describes the file kept', () => {
    expect(cameraReadyFileText({ pages: 8, bytes: 2 * 1024 * 1024, receivedAt: '2025-08-14T05:00:00.000Z' }, 'Asia/Kolkata')).toBe('8 pages, 2 MB, received 14 Aug 2025 at 10:30 IST');
  });

  it('reads a refusal: the checks of a 422, else the message', () => {
    const refused = new ApiRequestError(422, 'The file fails the publisher’s checks.', {}, [fonts, size]);
    expect(uploadFailure(refused)).toEqual({ message: 'The file fails the publisher’s checks.', checks: [fonts, size] });
    expect(uploadFailure(new ApiRequestError(403, 'The camera-ready deadline has passed.'))).toEqual({ message: 'Error: The camera-ready deadline has passed.', checks: [] });
    expect(uploadFailure(new TypeError('Failed to fetch')).checks).toEqual([]);
  });
});

describe('the copyright form', () => {
  it('checks the signature and the role as the server does', () => {
    expect(validateCopyright({ signature: 'Asha Raman', role: 'Corresponding author' })).toEqual({});
    const errors = validateCopyright({ signature: ' 1', role: 'Editor' });
    expect(Object.keys(errors).sort()).toEqual(['role', 'signature']);
  });

  it('says who signed, as what and when', () => {
    expect(signedText({ signature: 'Asha Raman', role: 'Corresponding author', signedAt: '2025-08-14T05:00:00.000Z' }, 'Asia/Kolkata')).toBe(
      'Signed by Asha Raman as Corresponding author on 14 Aug 2025 at 10:30 IST.',
    );
  });

  it("shows the server's refusal under its fields", () => {
    expect(copyrightFailure(new ApiRequestError(400, 'Please check the form.', { signature: 'Too short.', other: 'x' }))).toEqual({ message: 'Error: Please check the form.', fieldErrors: { signature: 'Too short.' } });
  });
});

const submitted = {
  title: 'Federated Learning on the Edge',
  abstract: 'We study ...',
  keywords: 'federated learning,edge computing, ',
  authors: [
    { name: 'Asha Raman', affiliation: 'Western Ghats University', country: 'India', email: 'asha@example.org' },
    { name: 'Ravi Menon', affiliation: 'CUSAT', country: 'India', email: 'ravi@example.org', orcid: '0000-0002-1825-0097' },
  ],
};

describe('the final metadata', () => {
  it('starts from the metadata read, each author with a key of its own', () => {
    const values = metadataValues(submitted);
    expect(values.authors.map((author) => [author.key, author.orcid])).toEqual([
      ['saved-0', ''],
      ['saved-1', '0000-0002-1825-0097'],
    ]);
  });

  it('sends trimmed texts, the keywords as one list, and an ORCID iD only where one is typed', () => {
    const values = metadataValues(submitted);
    const input = metadataInput({ ...values, title: ' Federated Learning on the Edge ' });
    expect(input.title).toBe('Federated Learning on the Edge');
    expect(input.keywords).toBe('federated learning, edge computing');
    expect(input.authors[0]).toEqual({ name: 'Asha Raman', affiliation: 'Western Ghats University', country: 'India', email: 'asha@example.org' });
    expect(input.authors[1]?.orcid).toBe('0000-0002-1825-0097');
  });

  it('checks ORCID iDs by their check digit, an empty one being fine', () => {
    expect(orcidFieldProblem('')).toBeNull();
    expect(orcidFieldProblem('https://orcid.org/0000-0002-1825-0097')).toBeNull();
    expect(orcidFieldProblem('0000-0002-1825-0098')).toBe('This ORCID iD fails its check digit: a digit is mistyped.');
    expect(orcidFieldProblem('1234')).toMatch(/^An ORCID iD is 16 digits/);
  });

  it('keys the errors as the server does', () => {
    const values: MetadataValues = metadataValues(submitted);
    expect(validateMetadata(values)).toEqual({});
    const wrong = { ...values, title: ' ', authors: values.authors.map((author, index) => (index === 1 ? { ...author, orcid: '0000-0002-1825-0098', email: 'ravi' } : author)) };
    expect(Object.keys(validateMetadata(wrong)).sort()).toEqual(['authors.1.email', 'authors.1.orcid', 'title']);
    expect(Object.keys(validateMetadata({ ...values, authors: [] }))).toEqual(['authors']);
  });

  it('drops the authors’ errors when the list changes, and keeps the others', () => {
    expect(withoutAuthorErrors({ title: 'x', authors: 'y', 'authors.0.orcid': 'z' })).toEqual({ title: 'x' });
  });

  it("shows the server's refusal under the fields it names, for the authors on screen", () => {
    const refusal = new ApiRequestError(400, 'Please check the form.', { 'authors.1.orcid': 'Fails its check digit.', 'authors.5.name': 'Gone.', abstract: 'Required.' });
    expect(metadataFailure(refusal, 2)).toEqual({ message: 'Error: Please check the form.', fieldErrors: { abstract: 'Required.', 'authors.1.orcid': 'Fails its check digit.' } });
    expect(metadataFailure(new TypeError('Failed to fetch'), 2).fieldErrors).toEqual({});
  });

  it('says when the metadata was confirmed', () => {
    expect(confirmedText('2025-08-14T05:00:00.000Z', 'Asia/Kolkata')).toBe('Confirmed on 14 Aug 2025 at 10:30 IST.');
  });
});
