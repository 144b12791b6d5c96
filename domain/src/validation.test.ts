import { describe, expect, it } from 'vitest';
import {
  AuthorRegistrationRequest,
  ManuscriptRequest,
  abstractMessage,
  checkRequest,
  isEmail,
  emailListOf,
  countWords,
  keywordsError,
  passwordsReady,
  splitKeywords,
  validateAdminLogin,
  validateAuthorRegistration,
  validateConferenceRegistration,
  validateManuscript,
  validateManuscriptAuthor,
  validatePasswordReset,
  validateReviewerRegistration,
} from './validation';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

const registration = {
  name: 'Bob',
  gender: 'Male',
  designation: 'Lecturer',
  organization: 'College',
  phone: '9876543210',
  address: 'Road 1',
  email: 'bob@example.org',
  password: 'Secret@1',
  confirmPassword: 'Secret@1',
};

describe('abstract length', () => {
  it.each([
    [149, true, 'Minimum 150 words required.'],
    [150, false, 'Word count: 150'],
    [200, false, 'Word count: 200'],
    [201, true, 'Maximum 200 words allowed.'],
  ])('%i words: error %s, "%s"', (count, error, message) => {
    expect(abstractMessage(words(count))).toEqual({ error, message });
  });

  it('counts words across any whitespace', () => {
    expect(countWords('  one\ttwo\n\nthree  ')).toBe(3);
    expect(countWords('   ')).toBe(0);
  });
});

describe('keywords', () => {
  it.each([
    ['a, b, c', 'Please enter at least 4 keywords.'],
    ['a, b, c, d', undefined],
    ['a, b, c, d, e, f', undefined],
    ['a, b, c, d, e, f, g', 'You can enter a maximum of 6 keywords.'],
    ['a, , b, ,c, d', undefined],
  ])('"%s" -> %s', (value, expected) => {
    expect(keywordsError(value)).toBe(expected);
  });

  it('ignores empty entries and trims', () => {
    expect(splitKeywords(' ai ,, ml , ')).toEqual(['ai', 'ml']);
  });
});

describe('author registration', () => {
  it('accepts a complete form', () => {
    expect(validateAuthorRegistration(registration)).toEqual({});
  });

  it('names every missing field', () => {
    const errors = validateAuthorRegistration({});
    expect(Object.keys(errors).sort()).toEqual(Object.keys(registration).sort());
    expect(errors.name).toBe('Name is required');
  });

  it('wants exactly ten digits for the phone', () => {
    expect(validateAuthorRegistration({ ...registration, phone: '98765 43210' }).phone).toBe('Phone number must be exactly 10 digits.');
    expect(validateAuthorRegistration({ ...registration, phone: '98765432100' }).phone).toBe('Phone number must be exactly 10 digits.');
  });

  it('allows the one list of genders every form asks from', () => {
    for (const gender of ['Male', 'Female', 'Transgender', 'Other', 'Prefer not to say']) expect(validateAuthorRegistration({ ...registration, gender })).toEqual({});
    expect(validateAuthorRegistration({ ...registration, gender: 'Unknown' }).gender).toBe('Gender must be one of Male, Female, Transgender, Other, Prefer not to say.');
  });

  it('refuses different passwords', () => {
    expect(validateAuthorRegistration({ ...registration, confirmPassword: 'other' }).confirmPassword).toBe('Passwords do not match!');
  });

  it('treats non-string values as missing', () => {
    expect(validateAuthorRegistration({ ...registration, name: 42 }).name).toBe('Name is required');
  });

  it('enables submit only when the passwords are filled and equal', () => {
    expect(passwordsReady('', '')).toBe(false);
    expect(passwordsReady('a', 'b')).toBe(false);
    expect(passwordsReady('abc', 'abc')).toBe(true);
  });
});

describe('conference registration', () => {
  it('uses loginEmail for the login', () => {
    const { email, ...rest } = registration;
    expect(validateConferenceRegistration({ ...rest, loginEmail: email })).toEqual({});
    expect(validateConferenceRegistration({ ...rest, loginEmail: 'not-an-email' }).loginEmail).toBe('Please enter a valid email address.');
  });
});

describe('reviewer registration', () => {
  it('needs a name and a valid email, and asks for no password', () => {
    expect(validateReviewerRegistration({})).toEqual({ name: 'Name is required', email: 'Email is required' });
    expect(validateReviewerRegistration({ name: 'Rex', email: 'rex' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(validateReviewerRegistration({ name: 'Rex', email: 'rex@example.org' })).toEqual({});
  });
});

describe('admin login', () => {
  it('needs both fields after trimming', () => {
    expect(validateAdminLogin({ username: ' ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(validateAdminLogin({ username: 'admin', password: 'x' })).toEqual({});
  });
});

describe('password reset', () => {
  it('needs both the email and the new password', () => {
    expect(validatePasswordReset({ email: 'a@b.co' })).toBe('Please fill in both email and new password.');
    expect(validatePasswordReset({ email: 'a@b.co', newPassword: 'Secret@1' })).toBeUndefined();
  });
});

describe('manuscript authors', () => {
  it('allow the same genders as registration', () => {
    const author = { name: 'A', email: 'a@b.co', organization: 'O', phone: '1234567890', gender: 'Other', state: 'S', country: 'C' };
    expect(validateManuscriptAuthor(author)).toEqual({});
    expect(validateManuscriptAuthor({ ...author, gender: 'Transgender' })).toEqual({});
    expect(validateManuscriptAuthor({ ...author, gender: 'Unknown' }).gender).toBe('Gender must be one of Male, Female, Transgender, Other, Prefer not to say.');
  });
});

describe('email addresses', () => {
  it.each([
    ['bob.smith+conf@uni.ac.in', true],
    ['<script>alert(1)</script>@example.test', false],
    ['bob smith@uni.ac.in', false],
    ['bob@localhost', false],
  ])('%s -> %s', (email, valid) => {
    expect(isEmail(email)).toBe(valid);
  });
});

describe('request schemas', () => {
  const author = { name: ' Ann ', email: 'ann@uni.ac.in', organization: 'Uni', phone: '9876543210', gender: 'Female', state: 'KA', country: 'India' };

  it('give the parsed data trimmed, passwords as typed, and unknown fields left out', () => {
    const checked = checkRequest(AuthorRegistrationRequest, { ...registration, name: '  Bob  ', password: ' Secret@1 ', confirmPassword: ' Secret@1 ', role: 'admin' });
    expect(checked.errors).toBeUndefined();
    expect(checked.data).toMatchObject({ name: 'Bob', password: ' Secret@1 ' });
    expect(checked.data).not.toHaveProperty('role');
  });

  it('key the errors of a list by index, an item that is not an object reporting each field', () => {
    const words150 = words(150);
    const input = { authors: [author, 'not an author'], title: 'T', abstract: words150, keywords: 'a, b, c, d' };
    const errors = checkRequest(ManuscriptRequest, input).errors ?? {};
    expect(errors['authors.1.name']).toBe('Name is required');
    expect(errors['authors.1.country']).toBe('Country is required');
    expect(Object.keys(errors).every((key) => key.startsWith('authors.1.'))).toBe(true);
    expect(checkRequest(ManuscriptRequest, { ...input, authors: [author] }).data?.authors[0]?.name).toBe('Ann');
  });

  it('keep a title, an author name and an organisation on one line', () => {
    const input = {
      authors: [{ ...author, name: 'Ann\r\nBcc: spy@example.org', organization: 'Uni\n  of\u2028Things' }],
      title: ' Graphs\r\n\r\nand trees ',
      abstract: `${words(150)}\nA second paragraph.`,
      keywords: 'a, b, c, d',
    };
    const data = checkRequest(ManuscriptRequest, input).data;
    expect(data?.title).toBe('Graphs and trees');
    expect(data?.authors[0]).toMatchObject({ name: 'Ann Bcc: spy@example.org', organization: 'Uni of Things' });
    expect(data?.abstract).toContain('\nA second paragraph.');
  });

  it('refuse what is not a list of authors, too many, and text that is not text', () => {
    expect(validateManuscript({ authors: 'Ann', title: 'T', abstract: words(150), keywords: 'a, b, c, d' }).authors).toBe('At least one author is required.');
    expect(validateManuscript({ authors: Array(5).fill(author), title: 'T', abstract: words(150), keywords: 'a, b, c, d' }).authors).toBe('Maximum 4 authors allowed.');
    expect(validateManuscript({ authors: [author], title: 7, abstract: null, keywords: ['a'] })).toEqual({
      title: 'Title is required',
      abstract: 'Minimum 150 words required.',
      keywords: 'Please enter at least 4 keywords.',
    });
  });
});

describe('emailListOf', () => {
  it('reads addresses one per line, or separated by commas, semicolons or spaces, each once in lower case', () => {
    expect(emailListOf('Asha@Example.org\nravi@example.org, asha@example.org; lee@example.org  kim@example.org')).toEqual({
      emails: ['asha@example.org', 'ravi@example.org', 'lee@example.org', 'kim@example.org'],
      invalid: [],
    });
  });

  it('reads "Name <address>" as the address, and names what is not an address', () => {
    expect(emailListOf('Asha Rao <asha@example.org>\nnot-an-address\n\n<b>@x')).toEqual({ emails: ['asha@example.org'], invalid: ['not-an-address', '<b>@x'] });
  });

  it('answers nothing for an empty text', () => {
    expect(emailListOf(' \n , ')).toEqual({ emails: [], invalid: [] });
  });
});
