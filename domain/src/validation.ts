// Validation rules shared by the forms and the server, as zod schemas: one schema per request, whose
// messages are the ones the forms show. `checkRequest` gives either the parsed, trimmed data or the
// errors keyed by field path (the first problem of each field); the validateX functions give a form's
// errors alone, an empty object when the input is acceptable.
import { z } from 'zod/mini';
import { Messages } from './messages';
import { requestMessage } from './requestMessages';

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

/**
 * The answers to "Gender", the same wherever the question is asked (registration, an account, a paper's
 * authors): the spec's two lists joined, so every answer stored under either stays valid.
 */
export const genders = ['Male', 'Female', 'Transgender', 'Other', 'Prefer not to say'] as const;

// x@y.z without spaces, markup or the characters an address may only carry quoted.
const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const phonePattern = /^\d{10}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value.trim());
}

/**
 * Addresses pasted as a list (one per line, or separated by commas, semicolons or spaces; "Name <address>"
 * is read as the address): each once, in lower case, in the order given, and what is not an address.
 */
export function emailListOf(text: string): { emails: string[]; invalid: string[] } {
  const emails = new Set<string>();
  const invalid: string[] = [];
  for (const entry of text.split(/[\n,;]+/)) {
    const named = /<([^<>]+)>\s*$/.exec(entry);
    for (const part of named ? [named[1]!] : entry.split(/\s+/)) {
      const candidate = part.trim().toLowerCase();
      if (candidate === '') continue;
      if (isEmail(candidate)) emails.add(candidate);
      else invalid.push(part.trim());
    }
  }
  return { emails: [...emails], invalid };
}

export function isPhone(value: string): boolean {
  return phonePattern.test(value.trim());
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The number of words in a text: the runs between whitespace that hold a letter or a digit. "well-known"
 * is one word, a lone dash or bullet none. Every form counts with this function and the server checks with it.
 */
export function countWords(value: string): number {
  let words = 0;
  for (const run of value.split(/\s+/u)) if (/[\p{L}\p{N}]/u.test(run)) words++;
  return words;
}

export function splitKeywords(value: string): string[] {
  return value
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
}

/** A check of one field's value: the message when it fails. */
export type Rule = (value: string) => string | undefined;

export interface FieldSpec {
  label: string;
  rules?: readonly Rule[];
  /** Passwords are neither trimmed nor blank-checked after trimming: spaces are characters of a password. */
  raw?: boolean;
  /** At most this many characters (default 2,000); null for no limit (IDs the server looks up itself). */
  max?: number | null;
  /** The message when the field is missing or blank, if not "{label} is required". */
  requiredMessage?: string;
  /** One line (a title, a name): line breaks and the spaces around them become one space. */
  singleLine?: boolean;
}

/** An object as it is; anything else as an empty object, whose required fields are then each reported missing. */
export function objectOrEmpty(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A custom check in a schema, from a rule. */
function ruleCheck(rule: Rule) {
  return z.superRefine<string>((value, context) => {
    const message = rule(value);
    if (message !== undefined) context.issues.push({ code: 'custom', message, input: value });
  });
}

/**
 * A required text field: present and not blank, at most `max` characters (after trimming, which the
 * parsed value also is, unless raw), then its rules. Each field reports its first problem.
 */
export function textField(spec: FieldSpec) {
  const required = spec.requiredMessage ?? Messages.required(spec.label);
  const max = spec.max === undefined ? Limits.maxTextLength : spec.max;
  return z.string({ error: required }).check(
    z.refine((value) => (spec.raw ? value : value.trim()) !== '', { error: required, abort: true }),
    ...(spec.raw ? [] : [z.trim()]),
    ...(spec.singleLine ? [z.overwrite((value: string) => value.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' '))] : []),
    ...(max === null ? [] : [z.maxLength(max, { error: `${spec.label} is too long (at most ${max} characters).`, abort: true })]),
    ...(spec.rules ?? []).map(ruleCheck),
  );
}

/** A text field of a settings form (the identity, the privacy settings): trimmed, required unless `optional`, at most `max` characters; one line unless `paragraph`. */
export function settingText(label: string, max: number, { optional = false, paragraph = false } = {}) {
  const required = `${label} is required.`;
  return z.pipe(
    z.string({ error: (issue) => (issue.input === undefined ? required : `${label} must be text.`) }),
    z.transform((value: string) => (paragraph ? value.replace(/\r\n?/g, '\n').trim() : value.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ').trim())),
  ).check(
    ...(optional ? [] : [z.minLength(1, { error: required })]),
    z.maxLength(max, { error: `${label} may be at most ${max.toLocaleString('en')} characters.` }),
  );
}

/** A list of a settings form: from `min` to `max` entries, each refused by its label. */
export const settingList = <T extends z.ZodMiniType>(item: T, label: string, min: number, max: number) =>
  z.array(item, { error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be a list.`) }).check(
    z.minLength(min, { error: min === 1 ? `${label} needs at least one entry.` : `${label} needs at least ${min} entries.` }),
    z.maxLength(max, { error: `${label} may have at most ${max} entries.` }),
  );

/** Two settings (parsed, so their keys come in the schema's order) that save the same. */
export function sameSettings<T>(a: T, b: T): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

type FieldSchemas<K extends string> = { [Key in K]: ReturnType<typeof textField> };

/** The object schema of a form made of required text fields. */
export function fieldsSchema<K extends string>(specs: Record<K, FieldSpec>) {
  const shape = {} as FieldSchemas<K>;
  for (const key of Object.keys(specs) as K[]) shape[key] = textField(specs[key]);
  return z.object(shape);
}

/** The outcome of checking a request: the parsed data, or the errors by field path. */
export type Checked<T> = { data: T; errors?: undefined } | { data?: undefined; errors: Record<string, string> };

/** Checks untrusted input against a request schema; errors are keyed `field` or `list.0.field`. */
export function checkRequest<S extends z.ZodMiniType>(schema: S, input: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = requestMessage(schema, issue, input);
  }
  return { errors };
}

/**
 * A union's error: the first problem of the alternative the input meant (`meant` picks it from the input,
 * null when it cannot tell), so a request gets "action must be one of ..." rather than a list of shapes.
 */
export function unionError(fallback: string, meant: (input: unknown) => number | null) {
  return (issue: { input?: unknown; errors?: ReadonlyArray<ReadonlyArray<{ message: string }>> }): string => {
    const at = meant(issue.input);
    return (at === null ? undefined : issue.errors?.[at]?.[0]?.message) ?? fallback;
  };
}

/** A form's errors by field: empty when the input is acceptable. */
export function fieldErrors<K extends string>(schema: z.ZodMiniType, input: unknown): FieldErrors<K> {
  return (checkRequest(schema, input).errors ?? {}) as FieldErrors<K>;
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
  gender: { label: 'Gender', rules: [rules.oneOf(genders)] },
  designation: { label: 'Designation' },
  organization: { label: 'Organization' },
  phone: { label: 'Phone', rules: [rules.phone] },
  address: { label: 'Address' },
} satisfies Record<string, FieldSpec>;

/** The login part of a registration: an email under the form's own name, a password and its confirmation. */
function withLogin<E extends string>(emailField: E, emailLabel: string) {
  const email = {} as Record<E, FieldSpec>;
  email[emailField] = { label: emailLabel, rules: [rules.email] };
  return {
    ...personalDetails,
    ...email,
    password: { label: 'Password', raw: true, rules: [rules.password] },
    confirmPassword: { label: 'Confirm Password', raw: true },
  };
}

/** A registration: every field as specified, and the confirmation equal to the password. */
/** The password and its confirmation are equal (checked even when another field is wrong). */
const passwordsMatch = z.superRefine((value: object, context) => {
  const input = value as Record<string, unknown>;
  if (text(input.password) !== text(input.confirmPassword)) {
    context.issues.push({ code: 'custom', message: Messages.passwordsDoNotMatch, path: ['confirmPassword'], input: value });
  }
}, { when: () => true });

function registrationSchema<K extends string>(fields: Record<K | 'password' | 'confirmPassword', FieldSpec>) {
  return fieldsSchema(fields).check(passwordsMatch);
}

/** Author account registration (/authorregis): all fields required, passwords equal. */
export const authorRegistrationFields = withLogin('email', 'Email');
export type AuthorRegistrationField = keyof typeof authorRegistrationFields;
export const AuthorRegistrationRequest = registrationSchema(authorRegistrationFields);

export function validateAuthorRegistration(input: Record<string, unknown>): FieldErrors<AuthorRegistrationField> {
  return fieldErrors(AuthorRegistrationRequest, input);
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
/** How many hostel nights a participant may book, as both registration forms say it. */
export const nightsMessage = 'Hostel nights are a whole number from 0 to 10.';

const optionalText = (label: string, max: number) =>
  z.optional(
    z.pipe(z.string({ error: `${label} must be text.` }), z.transform((value: string) => value.trim())).check(z.maxLength(max, { error: `${label} may be at most ${max} characters.` })),
  );

/**
 * The participant's choices on the conference registration form (/conference-registration), as
 * multipart text, all optional. With a category they make a registration (conferenceParticipant),
 * checked as the dashboard's is (registration/fees.ts), with the form's name and address as the billing name and address.
 */
export const conferenceParticipantShape = {
  category: optionalText('The category', 30),
  attendance: optionalText('The attendance', 20),
  billingState: optionalText('The state', 60),
  billingCountry: optionalText('The country', 60),
  billingGstin: optionalText('The GSTIN', 20),
  hostelNights: z.optional(z.string({ error: nightsMessage }).check(z.regex(/^\d{0,2}$/, { error: nightsMessage }))),
};

/** With the optional participant's choices (category, attendance, billing state and country, GSTIN, hostel nights). */
export const ConferenceRegistrationRequest = z.extend(fieldsSchema(conferenceRegistrationFields), conferenceParticipantShape).check(passwordsMatch);

export function validateConferenceRegistration(input: Record<string, unknown>): FieldErrors<ConferenceRegistrationField> {
  return fieldErrors(ConferenceRegistrationRequest, input);
}

/**
 * Admin login: username and password must be non-blank after trimming. Usernames are short (the server
 * looks them up in a Firestore query, which refuses over-long values); passwords have no limit here, so
 * a long wrong one is simply wrong.
 */
export const AdminLoginRequest = z.object({
  username: textField({ label: 'Username', max: 254, requiredMessage: Messages.usernameRequired }),
  password: z.string({ error: Messages.passwordRequired }).check(z.refine((value) => value.trim() !== '', { error: Messages.passwordRequired })),
});

export function validateAdminLogin(input: Record<string, unknown>): FieldErrors<'username' | 'password'> {
  return fieldErrors(AdminLoginRequest, input);
}

/** Email and password sign-in (authors, reviewers). */
export const LoginRequest = fieldsSchema({ email: { label: 'Email', rules: [rules.email] }, password: { label: 'Password', raw: true } });

export function validateLogin(input: Record<string, unknown>): FieldErrors<'email' | 'password'> {
  return fieldErrors(LoginRequest, input);
}

/**
 * Reviewer self-registration: name and email. The password is not chosen here: the server emails a
 * link to the address, and whoever opens it sets the password, so only the owner of the address can.
 */
export const ReviewerRegistrationRequest = fieldsSchema({ name: { label: 'Name' }, email: { label: 'Email', rules: [rules.email] } });

export function validateReviewerRegistration(input: Record<string, unknown>): FieldErrors<'name' | 'email'> {
  return fieldErrors(ReviewerRegistrationRequest, input);
}

/** The one problem of a password reset, in the order the form reports them. */
function passwordResetProblem(input: Record<string, unknown>): { field: 'email' | 'newPassword'; message: string } | undefined {
  if (text(input.email).trim() === '') return { field: 'email', message: Messages.fillEmailAndNewPassword };
  if (text(input.newPassword) === '') return { field: 'newPassword', message: Messages.fillEmailAndNewPassword };
  if (!isEmail(text(input.email))) return { field: 'email', message: Messages.invalidEmail };
  if (text(input.newPassword).length < Limits.minPasswordLength) return { field: 'newPassword', message: Messages.weakPassword };
  return undefined;
}

/**
 * Forgot password: both the email and the new password are needed before anything is sent; without a
 * code the server emails one, with it the password is set.
 */
export const PasswordResetRequest = z
  .object({
    email: z.string({ error: Messages.fillEmailAndNewPassword }),
    newPassword: z.string({ error: Messages.fillEmailAndNewPassword }),
    code: z.optional(z.string()),
  })
  .check(
    z.superRefine((value, context) => {
      const problem = passwordResetProblem(value as Record<string, unknown>);
      if (problem) context.issues.push({ code: 'custom', message: problem.message, path: [problem.field], input: value });
    }, { when: () => true }),
  );

export function validatePasswordReset(input: Record<string, unknown>): string | undefined {
  return passwordResetProblem(input)?.message;
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
  name: { label: 'Name', singleLine: true },
  email: { label: 'Email', rules: [rules.email] },
  organization: { label: 'Organization', singleLine: true },
  phone: { label: 'Phone', rules: [rules.phone] },
  gender: { label: 'Gender', rules: [rules.oneOf(genders)] },
  state: { label: 'State' },
  country: { label: 'Country' },
} satisfies Record<string, FieldSpec>;
export type ManuscriptAuthorField = keyof typeof manuscriptAuthorFields;
export const ManuscriptAuthorSchema = fieldsSchema(manuscriptAuthorFields);
export type ManuscriptAuthor = Record<ManuscriptAuthorField, string>;

export function validateManuscriptAuthor(input: Record<string, unknown>): FieldErrors<ManuscriptAuthorField> {
  return fieldErrors(ManuscriptAuthorSchema, input);
}

export const maxTitleLength = 300;

/** A manuscript's details (the PDF is checked apart); author fields are keyed `authors.{index}.{field}`. */
export const ManuscriptRequest = z.object({
  authors: z
    .array(z.pipe(z.transform(objectOrEmpty), ManuscriptAuthorSchema), { error: Messages.minAuthors })
    .check(z.minLength(Limits.minAuthors, { error: Messages.minAuthors }), z.maxLength(Limits.maxAuthors, { error: Messages.maxAuthors })),
  title: textField({ label: 'Title', max: maxTitleLength, singleLine: true }),
  abstract: z.string({ error: Messages.abstractMin }).check(
    ruleCheck((value) => {
      const abstract = abstractMessage(value);
      return abstract.error ? abstract.message : undefined;
    }),
    z.trim(),
  ),
  keywords: z.string({ error: Messages.keywordsMin }).check(ruleCheck(keywordsError)),
});

export interface ManuscriptInput {
  authors: unknown;
  title: unknown;
  abstract: unknown;
  keywords: unknown;
}

export function validateManuscript(input: ManuscriptInput): FieldErrors {
  return fieldErrors(ManuscriptRequest, input);
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Add Reviewer: name, affiliation, email (x@y.z), research area; the profile file is checked apart. */
export const ReviewerRecordRequest = fieldsSchema({
  name: { label: 'Name', max: 200 },
  affiliation: { label: 'Affiliation', max: 300 },
  email: { label: 'Email', rules: [(value) => (isEmail(value) ? undefined : Messages.invalidEmailFormat)] },
  researchArea: { label: 'Research area', max: 300, requiredMessage: Messages.researchAreaRequired },
});

export function validateReviewerRecord(input: Record<string, unknown>): FieldErrors<'name' | 'affiliation' | 'email' | 'researchArea'> {
  return fieldErrors(ReviewerRecordRequest, input);
}

/** Admin profile settings: name and email required; the current password always; a new one optional. */
export const AdminProfileRequest = z.object({
  name: textField({ label: 'Admin Name', max: 200 }),
  email: textField({ label: 'Email', rules: [rules.email] }),
  currentPassword: textField({ label: 'Current Password', raw: true }),
  newPassword: z.optional(
    z.string({ error: Messages.weakPassword }).check(
      ruleCheck((value) => (value !== '' && value.length < Limits.minPasswordLength ? Messages.weakPassword : undefined)),
      z.maxLength(Limits.maxTextLength, { error: `New Password is too long (at most ${Limits.maxTextLength} characters).` }),
    ),
  ),
});

export function validateAdminProfile(input: Record<string, unknown>): FieldErrors<'name' | 'email' | 'currentPassword' | 'newPassword'> {
  return fieldErrors(AdminProfileRequest, input);
}
