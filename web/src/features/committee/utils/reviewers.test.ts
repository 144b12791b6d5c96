import { describe, expect, it } from 'vitest';
import { firstPage, movePage } from '../../../components/tables/cursorPaging';
import { profileBadge, profileFileError, reviewerListQuery, reviewerSearchOf, validateReviewerForm } from './reviewers';

const pdf = { name: 'alice-cv.PDF', size: 2048 };
const alice = { name: 'Alice Reviewer', affiliation: 'Western Ghats University', email: 'alice@demo.test', researchArea: 'Machine learning' };

describe('profileBadge', () => {
  it('shows PDF, or DOC for Word files', () => {
    expect(profileBadge({ profile: '/api/files/profile/r1.pdf', profileType: 'pdf' })).toBe('PDF');
    expect(profileBadge({ profile: '/api/files/profile/r1.docx', profileType: 'docx' })).toBe('DOC');
    expect(profileBadge({ profile: '/api/files/profile/r1.doc', profileType: null })).toBe('DOC');
  });

  it('shows nothing without a profile', () => {
    expect(profileBadge({ profile: null, profileType: null })).toBeNull();
    expect(profileBadge({ profile: '', profileType: 'pdf' })).toBeNull();
  });
});

describe('Add Reviewer form', () => {
  it('accepts a complete record with a PDF, DOC or DOCX profile', () => {
    expect(validateReviewerForm(alice, pdf)).toEqual({});
    expect(validateReviewerForm(alice, { name: 'cv.docx', size: 10 })).toEqual({});
    expect(validateReviewerForm(alice, { name: 'cv.doc', size: 10 })).toEqual({});
  });

  it('reports the spec messages', () => {
    expect(validateReviewerForm({ ...alice, email: 'alice-at-demo', researchArea: ' ' }, null)).toEqual({
      email: 'Please enter a valid email format!',
      researchArea: 'Please enter a research area.',
      profile: 'Please upload a profile file (PDF, DOCX, or DOC).',
    });
    expect(profileFileError({ name: 'cv.png', size: 10 })).toBe('Only PDF, DOCX, or DOC files are allowed for the profile.');
    expect(profileFileError({ name: 'cv', size: 10 })).toBe('Only PDF, DOCX, or DOC files are allowed for the profile.');
  });

  it('requires name and affiliation', () => {
    const errors = validateReviewerForm({ ...alice, name: '', affiliation: '' }, pdf);
    expect(Object.keys(errors).sort()).toEqual(['affiliation', 'name']);
  });

  it('refuses empty and oversized files', () => {
    expect(profileFileError({ name: 'cv.pdf', size: 0 })).toBe('The uploaded file is empty.');
    expect(profileFileError({ name: 'cv.pdf', size: 6 * 1024 * 1024 })).toBe('The file is too large (at most 5 MB).');
  });
});

describe('reviewer list requests', () => {
  it('asks for the first page without a cursor, and the next from the last reviewer shown', () => {
    const first = firstPage<string>(25, 'ghats');
    expect(reviewerListQuery('ghats', first)).toEqual({ pageSize: '25', q: 'ghats' });
    expect(reviewerListQuery('', movePage(first, { page: 1, pageSize: 25 }, 'R-last'))).toEqual({ pageSize: '25', after: 'R-last' });
  });

  it('trims the search and cuts it to the 100 characters the server takes', () => {
    expect(reviewerSearchOf('  Alice  ')).toBe('Alice');
    expect(reviewerSearchOf(null)).toBe('');
    expect(reviewerSearchOf('x'.repeat(150))).toHaveLength(100);
  });
});
