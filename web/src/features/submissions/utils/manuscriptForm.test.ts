import { describe, expect, it } from 'vitest';
import { Messages, callTopics, defaultIdentity, paperTopicsMessage } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import { emptyAuthor } from './authorBlocks';
import {
  abstractHelper,
  changedFields,
  emptyManuscript,
  firstAuthorFrom,
  formServerErrors,
  manuscriptErrors,
  manuscriptFailure,
  storedManuscript,
  submissionValues,
  toggleTopic,
  topicsError,
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
  topics: ['Cloud, Edge and Fog Computing'],
  excludedReviewers: [],
};
const cloud = 'Cloud, Edge and Fog Computing';
const iot = 'Internet of Things and Cyber-Physical Systems';
const ai = 'Artificial Intelligence and Machine Learning';
const security = 'Cybersecurity and Blockchain';
/** The call's topics as the identity lists them. */
const call = callTopics(defaultIdentity);

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
    expect(errors.topics).toBe(paperTopicsMessage);
    expect(errors.file).toBe(Messages.pdfRequired);
  });

  it('checks every author block', () => {
    const errors = manuscriptErrors({ ...bobsManuscript, authors: [authorBob, { ...authorBob, phone: '12345' }] }, paper);
    expect(errors).toEqual({ 'authors.1.phone': Messages.phoneDigits });
  });

  it('accepts only the genders of the form', () => {
    expect(manuscriptErrors({ ...bobsManuscript, authors: [{ ...authorBob, gender: 'Transgender' }] }, paper)).toEqual({});
    const errors = manuscriptErrors({ ...bobsManuscript, authors: [{ ...authorBob, gender: 'Unknown' }] }, paper);
    expect(Object.keys(errors)).toEqual(['authors.0.gender']);
  });
});

describe('topics', () => {
  it("asks for one to three of the call for papers' topics, as the server does", () => {
    expect(topicsError([])).toBe(paperTopicsMessage);
    expect(topicsError([cloud])).toBeNull();
    expect(topicsError([ai, cloud, iot])).toBeNull();
    expect(topicsError([ai, cloud, iot, security])).toBe(paperTopicsMessage);
    // Whether a topic is the call's is the server's to say (the chair edits the list); the form offers only the call's.
  });

  it('refuses a manuscript whose author ticked a fourth topic', () => {
    expect(manuscriptErrors({ ...bobsManuscript, topics: [ai, cloud, iot, security] }, paper)).toEqual({ topics: paperTopicsMessage });
  });

  it("keeps the ticked topics in the call's order, whatever order they were ticked in", () => {
    const ticked = toggleTopic(toggleTopic([], iot, true, call), ai, true, call);
    expect(ticked).toEqual([ai, iot]);
    expect(toggleTopic(ticked, ai, false, call)).toEqual([iot]);
    // The chair's list is the order, and a topic the chair removed is dropped.
    expect(toggleTopic([iot, 'Retired topic'], ai, true, [iot, ai])).toEqual([iot, ai]);
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
      formServerErrors({ title: 'x', 'authors.0.email': 'y', 'authors.3.email': 'z', authorId: 'w', excludedReviewers: 'No committee member with ID R-x.', topics: paperTopicsMessage }, 2),
    ).toEqual({ title: 'x', 'authors.0.email': 'y', excludedReviewers: 'No committee member with ID R-x.', topics: paperTopicsMessage });
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
      topics: [cloud, iot, cloud],
      excludedReviewers: ['R-alice', 'R-dan', 'R-alice'],
    });
    expect(sent.authors[0]?.name).toBe('Bob Raman');
    expect(sent.title).toBe('Edge caching');
    expect(sent.abstract).toBe('text');
    expect(sent.keywords).toBe('edge, caching, clinics, rural');
    expect(sent.excludedReviewers).toEqual(['R-alice', 'R-dan']);
    expect(sent.topics).toEqual([cloud, iot]);
  });
});

describe('changing a submitted paper', () => {
  const storedPaper = { authors: [authorBob], title: bobsManuscript.title, abstract: bobsManuscript.abstract, keywords: ['edge', 'caching', 'clinics', 'rural'], topics: [cloud] };

  it('starts from the stored topics', () => {
    expect(storedManuscript(storedPaper, call).topics).toEqual([cloud]);
  });

  it('starts with no topic for a paper from before topics, which the form then asks for', () => {
    const { topics: _none, ...olderPaper } = storedPaper;
    const values = storedManuscript(olderPaper, call);
    expect(values.topics).toEqual([]);
    expect(manuscriptErrors(values, null, false)).toEqual({ topics: paperTopicsMessage });
  });

  it('sends the topics only when they changed', () => {
    const stored = storedManuscript(storedPaper, call);
    expect(changedFields(stored, { ...stored, title: 'Edge caching for rural health clinics' })).toEqual({ title: 'Edge caching for rural health clinics' });
    expect(changedFields(stored, { ...stored, topics: [cloud, iot] })).toEqual({ topics: [cloud, iot] });
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

describe("a new submission's first author", () => {
  it('starts from the account, leaving what it does not know (and a gender the form does not offer) empty', () => {
    const profile = { name: 'Asha Rao', email: 'asha@example.org', organization: 'CUSAT', phone: '9876543210', gender: 'Female' };
    expect(emptyManuscript(firstAuthorFrom(profile)).authors).toEqual([{ ...emptyAuthor(), name: 'Asha Rao', email: 'asha@example.org', organization: 'CUSAT', phone: '9876543210', gender: 'Female' }]);
    expect(firstAuthorFrom({ ...profile, gender: 'Robot' }).gender).toBeUndefined();
  });
});
