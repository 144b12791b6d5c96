// Validation rules shared by the forms and the server. Each validator takes untrusted values and
// returns the errors keyed by field name; an empty object means the input is acceptable.
import { Messages } from './messages';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export const Limits = {
  minAuthors: 1,
  maxAuthors: 4,
  abstractMinWords: 150,
  abstractMaxWords: 200,
  minKeywords: 4,
  maxKeywords: 6,
  phoneDigits: 10,
  minPasswordLength: 6,
  maxTextLength: 2000,
  maxLongTextLength: 10000,
} as const;

export const registrationGenders = ['Male', 'Female', 'Transgender'] as const;
export const authorGenders = ['Male', 'Female', 'Other'] as const;

// x@y.z without spaces, markup or the characters an address may only carry quoted.
const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const phonePattern = /^\d{10}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value.trim());
}

export function isPhone(value: string): boolean {
  return phonePattern.test(value.trim());
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function countWords(value: string): number {
  const trimmed = value.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

export function splitKeywords(value: string): string[] {
  return value
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
}

type Rule = (value: string) => string | undefined;

interface FieldSpec {
  label: string;
  rules?: Rule[];
  /** Passwords are not trimmed before the required check: spaces are characters of a password. */
  raw?: boolean;
  max?: number;
}

/** Checks required fields, lengths and per-field rules; returns the first error of each field. */
export function validateFields<K extends string>(
  specs: Record<K, FieldSpec>,
  input: Record<string, unknown>,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(specs) as K[]) {
    const spec = specs[key];
    const value = text(input[key]);
    const checked = spec.raw ? value : value.trim();
    if (checked === '') {
      errors[key] = Messages.required(spec.label);
      continue;
    }
    if (value.length > (spec.max ?? Limits.maxTextLength)) {
      errors[key] = `${spec.label} is too long (at most ${spec.max ?? Limits.maxTextLength} characters).`;
      continue;
    }
    const failure = spec.rules?.map((rule) => rule(value)).find((message) => message !== undefined);
    if (failure) errors[key] = failure;
  }
  return errors;
}

export const rules = {
  email: (value: string) => (isEmail(value) ? undefined : Messages.invalidEmail),
  phone: (value: string) => (isPhone(value) ? undefined : Messages.phoneDigits),
  oneOf: (allowed: readonly string[]) => (value: string) =>
    allowed.includes(value.trim()) ? undefined : Messages.invalidGender(allowed),
  password: (value: string) => (value.length >= Limits.minPasswordLength ? undefined : Messages.weakPassword),
} satisfies Record<string, unknown>;

const personalDetails = {
  name: { label: 'Name' },
  gender: { label: 'Gender', rules: [rules.oneOf(registrationGenders)] },
  designation: { label: 'Designation' },
  organization: { label: 'Organization' },
  phone: { label: 'Phone', rules: [rules.phone] },
  address: { label: 'Address' },
} satisfies Record<string, FieldSpec>;

/** The login part of a registration: an email under the form's own name, a password and its confirmation. */
function withLogin<E extends string>(emailField: E, emailLabel: string) {
  return {
    ...personalDetails,
    ...({ [emailField]: { label: emailLabel, rules: [rules.email] } } as Record<E, FieldSpec>),
    password: { label: 'Password', raw: true, rules: [rules.password] },
    confirmPassword: { label: 'Confirm Password', raw: true },
  };
}

/** A registration's errors: every field as specified, and the confirmation equal to the password. */
function registrationErrors<K extends string>(fields: Record<K | 'password' | 'confirmPassword', FieldSpec>, input: Record<string, unknown>): FieldErrors<K | 'password' | 'confirmPassword'> {
  const errors = validateFields(fields, input);
  if (!errors.confirmPassword && text(input.password) !== text(input.confirmPassword)) {
    errors.confirmPassword = Messages.passwordsDoNotMatch;
  }
  return errors;
}

/** Author account registration (/authorregis): all fields required, passwords equal. */
export const authorRegistrationFields = withLogin('email', 'Email');
export type AuthorRegistrationField = keyof typeof authorRegistrationFields;

export function validateAuthorRegistration(input: Record<string, unknown>): FieldErrors<AuthorRegistrationField> {
  return registrationErrors(authorRegistrationFields, input);
}

/** Submit is enabled only once a password is typed and the confirmation equals it. */
export function passwordsReady(password: string, confirmPassword: string): boolean {
  return password !== '' && password === confirmPassword;
}

/**
 * Conference registration (/conference-registration). The spec has no equality check of password and
 * confirmPassword on this form; the server still refuses a mismatch rather than store a password the
 * registrant did not confirm.
 */
export const conferenceRegistrationFields = withLogin('loginEmail', 'Login Email');
export type ConferenceRegistrationField = keyof typeof conferenceRegistrationFields;

export function validateConferenceRegistration(input: Record<string, unknown>): FieldErrors<ConferenceRegistrationField> {
  return registrationErrors(conferenceRegistrationFields, input);
}

const maxUsernameLength = 254;

/** Admin login: username and password must be non-blank after trimming; usernames are short. */
export function validateAdminLogin(input: Record<string, unknown>): FieldErrors<'username' | 'password'> {
  const errors: FieldErrors<'username' | 'password'> = {};
  const username = text(input.username).trim();
  if (username === '') errors.username = Messages.usernameRequired;
  // The server looks the username up in a Firestore query, which refuses over-long values.
  else if (username.length > maxUsernameLength) errors.username = `Username is too long (at most ${maxUsernameLength} characters).`;
  if (text(input.password).trim() === '') errors.password = Messages.passwordRequired;
  return errors;
}

/** Email and password sign-in (authors, reviewers). */
export function validateLogin(input: Record<string, unknown>): FieldErrors<'email' | 'password'> {
  return validateFields({ email: { label: 'Email', rules: [rules.email] }, password: { label: 'Password', raw: true } }, input);
}

/**
 * Reviewer self-registration: name and email. The password is not chosen here: the server emails a
 * link to the address, and whoever opens it sets the password, so only the owner of the address can.
 */
export function validateReviewerRegistration(input: Record<string, unknown>): FieldErrors<'name' | 'email'> {
  return validateFields({ name: { label: 'Name' }, email: { label: 'Email', rules: [rules.email] } }, input);
}

/** Forgot password: both the email and the new password are needed before anything is sent. */
export function validatePasswordReset(input: Record<string, unknown>): string | undefined {
  if (text(input.email).trim() === '' || text(input.newPassword) === '') return Messages.fillEmailAndNewPassword;
  if (!isEmail(text(input.email))) return Messages.invalidEmail;
  if (text(input.newPassword).length < Limits.minPasswordLength) return Messages.weakPassword;
  return undefined;
}

/** Abstract: 150 to 200 words; between those the form shows the running count. */
export function abstractMessage(value: string): { error: boolean; message: string } {
  const words = countWords(value);
  if (words < Limits.abstractMinWords) return { error: true, message: Messages.abstractMin };
  if (words > Limits.abstractMaxWords) return { error: true, message: Messages.abstractMax };
  return { error: false, message: Messages.wordCount(words) };
}

/** Keywords: 4 to 6 comma-separated entries. */
export function keywordsError(value: string): string | undefined {
  const count = splitKeywords(value).length;
  if (count < Limits.minKeywords) return Messages.keywordsMin;
  if (count > Limits.maxKeywords) return Messages.keywordsMax;
  return undefined;
}

/** One author block of a manuscript submission. */
export const manuscriptAuthorFields = {
  name: { label: 'Name' },
  email: { label: 'Email', rules: [rules.email] },
  organization: { label: 'Organization' },
  phone: { label: 'Phone', rules: [rules.phone] },
  gender: { label: 'Gender', rules: [rules.oneOf(authorGenders)] },
  state: { label: 'State' },
  country: { label: 'Country' },
} satisfies Record<string, FieldSpec>;
export type ManuscriptAuthorField = keyof typeof manuscriptAuthorFields;
export type ManuscriptAuthor = Record<ManuscriptAuthorField, string>;

export function validateManuscriptAuthor(input: Record<string, unknown>): FieldErrors<ManuscriptAuthorField> {
  return validateFields(manuscriptAuthorFields, input);
}

export const maxTitleLength = 300;

export interface ManuscriptInput {
  authors: unknown;
  title: unknown;
  abstract: unknown;
  keywords: unknown;
}

/** Field errors of a manuscript submission; author fields are keyed `authors.{index}.{field}`. */
export function validateManuscript(input: ManuscriptInput): FieldErrors {
  const errors: FieldErrors = {};
  const authors = Array.isArray(input.authors) ? input.authors : [];
  if (authors.length < Limits.minAuthors) errors.authors = Messages.minAuthors;
  else if (authors.length > Limits.maxAuthors) errors.authors = Messages.maxAuthors;
  authors.slice(0, Limits.maxAuthors).forEach((author, index) => {
    const record = typeof author === 'object' && author !== null ? (author as Record<string, unknown>) : {};
    for (const [field, message] of Object.entries(validateManuscriptAuthor(record))) {
      errors[`authors.${index}.${field}`] = message;
    }
  });
  const title = text(input.title).trim();
  if (title === '') errors.title = Messages.required('Title');
  else if (title.length > maxTitleLength) errors.title = `Title is too long (at most ${maxTitleLength} characters).`;
  const abstract = abstractMessage(text(input.abstract));
  if (abstract.error) errors.abstract = abstract.message;
  const keywords = keywordsError(text(input.keywords));
  if (keywords) errors.keywords = keywords;
  return errors;
}

const upiPattern = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Payment form: paper ID, UPI ID and payment date are required; the receipt is checked separately. */
export function validatePayment(input: Record<string, unknown>): FieldErrors<'paperId' | 'upiId' | 'paymentDate'> {
  return validateFields(
    {
      paperId: { label: 'Paper ID', max: 40 },
      upiId: {
        label: 'UPI ID',
        max: 256,
        rules: [(value) => (upiPattern.test(value.trim()) ? undefined : Messages.invalidUpi)],
      },
      paymentDate: {
        label: 'Payment Date',
        rules: [(value) => (isIsoDate(value.trim()) ? undefined : Messages.invalidPaymentDate)],
      },
    },
    input,
  );
}

/** Add Reviewer: name, affiliation, email (x@y.z), research area; the profile file is checked apart. */
export function validateReviewerRecord(input: Record<string, unknown>): FieldErrors<'name' | 'affiliation' | 'email' | 'researchArea'> {
  const errors = validateFields(
    {
      name: { label: 'Name', max: 200 },
      affiliation: { label: 'Affiliation', max: 300 },
      email: { label: 'Email', rules: [(value) => (isEmail(value) ? undefined : Messages.invalidEmailFormat)] },
    },
    input,
  );
  const researchArea = text(input.researchArea).trim();
  if (researchArea === '') return { ...errors, researchArea: Messages.researchAreaRequired };
  if (researchArea.length > 300) return { ...errors, researchArea: 'Research area is too long (at most 300 characters).' };
  return errors;
}

/** Admin profile settings: name and email required; the current password always; a new one optional. */
export function validateAdminProfile(input: Record<string, unknown>): FieldErrors<'name' | 'email' | 'currentPassword' | 'newPassword'> {
  const errors: FieldErrors<'name' | 'email' | 'currentPassword' | 'newPassword'> = validateFields(
    {
      name: { label: 'Admin Name', max: 200 },
      email: { label: 'Email', rules: [rules.email] },
      currentPassword: { label: 'Current Password', raw: true },
    },
    input,
  );
  const newPassword = text(input.newPassword);
  if (newPassword !== '' && newPassword.length < Limits.minPasswordLength) errors.newPassword = Messages.weakPassword;
  else if (newPassword.length > Limits.maxTextLength) errors.newPassword = `New Password is too long (at most ${Limits.maxTextLength} characters).`;
  return errors;
}
