// Helpers shared by the emulator-backed suites: the site's address, unique personas, and sessions
// obtained the way the SPA obtains them (login endpoint, then the Auth emulator's token exchange).
import { randomUUID } from 'node:crypto';
import { editionCalendar, reviewCriteria, type CalendarValues } from '@confsys/domain';
import { appCheckHeaders } from './appCheck';

export const siteUrl = 'http://127.0.0.1:5000';
export const projectId = 'demo-confsys';
const authEmulator = 'http://127.0.0.1:9099';

export const demo = {
  admin: { username: 'admin', email: 'admin@demo.test', password: 'Admin@2025' },
  reviewer: { email: 'reviewer@demo.test', password: 'Reviewer@2025', name: 'Demo Reviewer' },
  author: { email: 'author@demo.test', password: 'Author@2025', name: 'Demo Author' },
} as const;

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: {
    json?: unknown;
    token?: string;
    body?: BodyInit;
    headers?: Record<string, string>;
    /** Another server than the site (the benchmark's functions-framework). */
    base?: string;
    /** Whether to send the App Check debug token, as the site does (default yes). */
    appCheck?: boolean;
    /** Gives up (a network error) when nothing has answered by then. */
    signal?: AbortSignal;
  } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...(options.appCheck === false ? {} : appCheckHeaders), ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch((options.base ?? siteUrl) + path, { method, headers, body, ...(options.signal ? { signal: options.signal } : {}) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // leave as text: the tests assert JSON where it matters
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** Builds multipart form data; files are [bytes, file name, declared type]. */
export function form(fields: Record<string, string>, files: Record<string, [Uint8Array, string, string?]> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, [bytes, fileName, type]] of Object.entries(files)) {
    data.append(name, new Blob([new Uint8Array(bytes)], { type: type ?? 'application/octet-stream' }), fileName);
  }
  return data;
}

/**
 * A fresh address. Each gets its own domain (a subdomain of example.test), so test people never share an
 * organisation's email domain, which the conflict-of-interest check would flag.
 */
export function uniqueEmail(name: string): string {
  const id = randomUUID().slice(0, 8);
  return `${name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-')}-${id}@m${id}.example.test`;
}

export function authorForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Bob Author',
    gender: 'Male',
    designation: 'Lecturer',
    organization: 'Example College',
    phone: '9876543210',
    address: '12 College Road, Coimbatore',
    email: uniqueEmail('bob'),
    password: 'Secret@123',
    confirmPassword: 'Secret@123',
    ...overrides,
  };
}

/** The fields of a conference registration (POST /conregister), with a fresh login email. */
export function registrationForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Meera Registrant',
    gender: 'Female',
    designation: 'Research Scholar',
    organization: 'Example University',
    phone: '9123456780',
    address: '4 Lake View, Coimbatore',
    loginEmail: uniqueEmail('meera'),
    password: 'Meera@2025',
    confirmPassword: 'Meera@2025',
    ...overrides,
  };
}

/** A complete review of a paper (POST /api/reviews/submitReview). */
export const fullReview = (paperId: string, overrides: Record<string, unknown> = {}) => ({
  articleId: paperId,
  criteriaRatings: Object.fromEntries(reviewCriteria.map((criterion) => [criterion, 'Strong'])),
  suggestions: { sectionsNumbered: 'Yes', figuresTablesNumbered: 'No', englishGrammar: 'Yes', allReferencesCited: 'Yes' },
  plagiarism: 'Turnitin, 4%',
  additionalComments: 'A clear contribution.',
  recommendation: 'Accept with minor revisions',
  finalRemarks: 'Fix the typos.',
  confidence: 'knowledgeable',
  confidentialComments: 'For the committee: the related work misses one group.',
  ...overrides,
});

/** Exchanges a custom token (from a login endpoint) for an ID token, as the SPA's SDK does. */
export async function idTokenFor(customToken: string): Promise<string> {
  const response = await fetch(
    `${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: customToken, returnSecureToken: true }) },
  );
  const data = (await response.json()) as { idToken?: string };
  if (!data.idToken) throw new Error(`Token exchange failed: ${JSON.stringify(data)}`);
  return data.idToken;
}

export async function loginAs(role: 'author' | 'reviewer' | 'admin', email: string, password: string): Promise<string> {
  const path = { author: '/api/authors/login', reviewer: '/api/reviewers/reviewerlogin', admin: '/api/admin/login' }[role];
  const payload = role === 'admin' ? { username: email, password } : { email, password };
  const answer = await call<{ token?: string; message: string }>('POST', path, { json: payload });
  if (answer.status !== 200 || !answer.body.token) throw new Error(`Login as ${role} failed: ${answer.status} ${answer.body.message}`);
  return idTokenFor(answer.body.token);
}

/** Registers a fresh author through the API and signs in. */
export async function newAuthor(name = 'bob'): Promise<{ email: string; password: string; token: string }> {
  const form = authorForm({ email: uniqueEmail(name) });
  const answer = await call('POST', '/api/authors/register', { json: form });
  if (answer.status !== 201) throw new Error(`Registration failed: ${JSON.stringify(answer.body)}`);
  return { email: form.email!, password: form.password!, token: await loginAs('author', form.email!, form.password!) };
}

/** The Auth emulator's out-of-band codes (password reset, email verification) for an address. */
export async function oobCodes(email: string): Promise<Array<{ requestType: string; oobCode: string }>> {
  const response = await fetch(`${authEmulator}/emulator/v1/projects/${projectId}/oobCodes`);
  const data = (await response.json()) as { oobCodes: Array<{ email: string; requestType: string; oobCode: string }> };
  return data.oobCodes.filter((code) => code.email === email);
}

/** The password-reset codes (set-password links) sent to an address, oldest first. */
export async function resetCodes(email: string): Promise<Array<{ requestType: string; oobCode: string }>> {
  return (await oobCodes(email)).filter((entry) => entry.requestType === 'PASSWORD_RESET');
}

/** Uses the newest password-reset link sent to the address, as its owner would, to set the password. */
export async function setPasswordThroughLink(email: string, password: string): Promise<void> {
  const code = (await resetCodes(email)).at(-1);
  if (!code) throw new Error(`No set-password link was sent to ${email}`);
  const answer = await call('POST', '/api/authors/resetpassword', { json: { email, newPassword: password, code: code.oobCode } });
  if (answer.status !== 200) throw new Error(`Setting the password failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Registers a reviewer through the API, sets the password through the emailed link and signs in. */
export async function newReviewer(name: string, password = 'Review@123'): Promise<{ email: string; password: string; token: string }> {
  const email = uniqueEmail(name);
  const answer = await call('POST', '/api/reviewers/reviewerregister', { json: { name, email } });
  if (answer.status !== 201) throw new Error(`Reviewer registration failed: ${JSON.stringify(answer.body)}`);
  await setPasswordThroughLink(email, password);
  return { email, password, token: await loginAs('reviewer', email, password) };
}

/** The calendar the site shows now (GET /api/public/calendar), or the edition's when none is set. */
export async function currentCalendar(): Promise<CalendarValues> {
  const answer = await call<{ calendar: CalendarValues | null }>('GET', '/api/public/calendar');
  return answer.body.calendar ?? editionCalendar;
}
