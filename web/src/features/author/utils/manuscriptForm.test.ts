import { describe, expect, it } from 'vitest';
import { Messages } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import { emptyAuthor } from './authorBlocks';
import {
  abstractHelper,
  emptyManuscript,
  formServerErrors,
  manuscriptErrors,
  manuscriptFailure,
  submissionValues,
  visibleErrors,
  type ManuscriptValues,
} from './manuscriptForm';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
const paper = { name: 'edge-caching.pdf', size: 100_000, type: 'application/pdf' };
const authorBob = {
  name: 'Bob Raman',
  email: 'bob@uni.test',
  organization: 'Western Ghats University',
  phone: '9876543210',
  gender: 'Male',
  state: 'Tamil Nadu',
  country: 'India',
};
const bobsManuscript: ManuscriptValues = {
  authors: [authorBob],
  title: 'Edge caching for rural clinics',
  abstract: words(160),
  keywords: 'edge, caching, clinics, rural',
  excludedReviewers: [],
};

describe('manuscriptErrors', () => {
  it('accepts a complete manuscript with its PDF', () => {
    expect(manuscriptErrors(bobsManuscript, paper)).toEqual({});
  });

  it('starts with no declared conflicts, which are optional', () => {
    expect(emptyManuscript().excludedReviewers).toEqual([]);
    expect(manuscriptErrors({ ...bobsManuscript, excludedReviewers: ['R-alice'] }, paper)).toEqual({});
  });

  it('reports an empty form field by field, author fields by block', () => {
    const errors = manuscriptErrors(emptyManuscript(), null);
    expect(errors['authors.0.name']).toBe(Messages.required('Name'));
    expect(errors.title).toBe(Messages.required('Title'));
    expect(errors.abstract).toBe(Messages.abstractMin);
    expect(errors.keywords).toBe(Messages.keywordsMin);
    expect(errors.file).toBe(Messages.pdfRequired);
  });

  it('checks every author block', () => {
    const errors = manuscriptErrors({ ...bobsManuscript, authors: [authorBob, { ...authorBob, phone: '12345' }] }, paper);
    expect(errors).toEqual({ 'authors.1.phone': Messages.phoneDigits });
  });

  it('accepts only the three genders of the form', () => {
    const errors = manuscriptErrors({ ...bobsManuscript, authors: [{ ...authorBob, gender: 'Transgender' }] }, paper);
    expect(Object.keys(errors)).toEqual(['authors.0.gender']);
  });
});

describe('visibleErrors', () => {
  it('shows the form errors of shown fields and the server errors', () => {
    const visible = visibleErrors(
      { title: 'Title is required', abstract: Messages.abstractMin },
      { keywords: 'Too many keywords', title: 'Server title error' },
      (key) => key === 'title',
    );
    expect(visible).toEqual({ title: 'Title is required', keywords: 'Too many keywords' });
  });
});

describe('formServerErrors', () => {
  it('keeps only the errors of fields on the form', () => {
    expect(
      formServerErrors({ title: 'x', 'authors.0.email': 'y', 'authors.3.email': 'z', authorId: 'w', excludedReviewers: 'No committee member with ID R-x.' }, 2),
    ).toEqual({ title: 'x', 'authors.0.email': 'y', excludedReviewers: 'No committee member with ID R-x.' });
  });
});

describe('abstractHelper', () => {
  it('shows the word count between 150 and 200 words', () => {
    expect(abstractHelper(words(175), undefined)).toBe('Word count: 175');
  });

  it('shows the limits outside them', () => {
    expect(abstractHelper(words(20), undefined)).toBe('Minimum 150 words required.');
    expect(abstractHelper(words(201), undefined)).toBe('Maximum 200 words allowed.');
  });

  it('prefers a shown error, such as the server refusal', () => {
    expect(abstractHelper(words(175), 'Abstract refused')).toBe('Abstract refused');
  });
});

describe('submissionValues', () => {
  it('trims texts and joins the keywords with commas', () => {
    const sent = submissionValues({
      authors: [{ ...emptyAuthor(), name: '  Bob Raman ' }],
      title: ' Edge caching ',
      abstract: ' text ',
      keywords: ' edge ,caching,, clinics ,rural ',
      excludedReviewers: ['R-alice', 'R-dan', 'R-alice'],
    });
    expect(sent.authors[0]?.name).toBe('Bob Raman');
    expect(sent.title).toBe('Edge caching');
    expect(sent.abstract).toBe('text');
    expect(sent.keywords).toBe('edge, caching, clinics, rural');
    expect(sent.excludedReviewers).toEqual(['R-alice', 'R-dan']);
  });
});

describe('a refused or failed send', () => {
  it("shows the server's message and keeps the field errors of the form's own fields", () => {
    const refused = new ApiRequestError(400, 'Please enter at least 4 keywords.', { keywords: 'Please enter at least 4 keywords.', status: 'unknown' });
    expect(manuscriptFailure(refused, 1)).toEqual({
      notice: { severity: 'error', text: Messages.errorPrefix('Please enter at least 4 keywords.') },
      fieldErrors: { keywords: 'Please enter at least 4 keywords.' },
    });
  });

  it('says the send failed when no answer came', () => {
    expect(manuscriptFailure(new TypeError('Failed to fetch'), 1)).toEqual({ notice: { severity: 'error', text: Messages.submissionFailed }, fieldErrors: {} });
  });
});
