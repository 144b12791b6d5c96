// The shape of an entry of the API's endpoint table (method, path, who may call it, the schemas of its
// request and answer, what the OpenAPI document says of it), the helpers that declare one, and what the
// areas' tables (endpoints/<area>.ts) share.
import type { z } from 'zod/mini';
import { uploadRules, type UploadKind } from '../../files';
import type { Role } from '../../roles';
import { textField } from '../../validation';
import { MessageAnswer } from '../answers';

/** Who may call an endpoint: anyone, or signed-in callers holding one of the roles. */
export type Access = 'public' | readonly Role[];

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A file part of a multipart request. */
export interface FilePart {
  name: string;
  required: boolean;
  /** The upload rules (types, size) it is checked against. */
  upload: UploadKind;
}

/** An answer that is a file (PDF, image, document) rather than JSON. */
export interface FileAnswer {
  file: readonly string[];
}

/** The areas of the API, as the document's tags group its operations, each with what it covers. */
export const ApiTags = {
  'Sign-in': 'Signing in and the session. A sign-in operation answers a Firebase custom token; exchange it for an ID token (Firebase Authentication `signInWithCustomToken`) and send that as `Authorization: Bearer <ID token>` on every signed-in operation.',
  'Public site': 'What the public site reads and sends without signing in: the health check, this document, the conference registration and its receipt.',
  Authors: "Author accounts and what an author reads of their own: registration, password reset, the conference registration, the committee to declare conflicts with.",
  Submissions: 'Manuscripts: the check before submitting, submission, changes and withdrawal, the conflicts the authors declare, an author\'s papers.',
  Payments: "Payments and what they prove: the spec's payment of a paper, a participant's payments recorded with their transaction reference and receipt, the treasurer's verification with a receipt or tax invoice numbered without gaps within the financial year, rejections and credit notes.",
  Programme: 'The conference programme: sessions, keynotes and breaks with their rooms, times and papers, and its iCalendar files.',
  Reviewers: 'Reviewer accounts and what a reviewer reads of their own: registration, the papers assigned to them, a declared conflict of interest.',
  Reviews: 'Evaluations: drafts, submitted reviews and reading them back.',
  Admin: 'The chair\'s console: papers, reviewers, assignment, decisions, publication, settings, email and the dashboard\'s figures.',
  Files: 'Stored files, each served only to those who may read it.',
  Assignment: "Who reviews what: topics, reviewers' bids while the calendar's bidding window is open, the automatic assignment (a proposal shown before it is applied), and bulk actions on papers (a preview, then apply).",
  Discussion:
    "After the reviews: the authors' response to the reviews the chair released to them, while the calendar's response window is open, and each paper's discussion among its reviewers and the chair. Reviewers appear as \"Reviewer 1..N\" and admins as \"Chair\": no answer carries a reviewer's name or address, and authors never read the discussion.",
  Participants:
    'Registration for the conference: the fee table (amounts in the smallest unit, paise or cents), a participant\'s category, attendance and billing details, and the amount due, which the server alone computes.',
  Proceedings:
    "From acceptance to the proceedings: each accepted paper's camera-ready PDF with the publisher's checks, the copyright form its corresponding author signs, the final metadata its authors confirm, the chair's screen and settings, the volume for registered participants, and the exports for the publisher and the indexers (CSV, BibTeX, Crossref deposit XML, a CEUR-WS index, a ZIP of the files).",
  Privacy:
    'What a person may ask of the data the product holds about them (a copy of all of it, the data export), and what the privacy notice prints: whom to write to about it and how long each class of it is kept.',
  Editions:
    "Each year's conference is an edition with its own calendar, settings, committee, papers, reviews, registrations and payments; accounts are shared. The chair makes the next edition as a draft from the current one, copying the settings they tick, and opens it: the one before is archived, read-only.",
  Conference: "The conference's identity as the public pages, the emails, the receipts and the volume print it: its name, university and department, overview, highlights, venue, publication, organising committee, how to pay and whom to write to. The chair sets it on Settings; each change is in the audit log.",
  Calendar: "The conference calendar: its time zone and dates, the deadlines the server enforces by its own clock, and the record of every change (the audit log).",
  Certificates:
    "Verifiable certificates: a reviewer's (the reviews submitted for the edition and how many on time; never a paper or an author), a presenter's (a paper presented in the programme) and an attendee's (a confirmed participant the chair marked as attended). Each carries a code of 16 characters (7K3M-X9QD-2HRT-V8WN) and the address where anyone verifies it, for ever: who, what, which edition, and whether it was revoked, never the holder's email.",
  Committee:
    "Recruiting the committee by invitation: the chair invites people from a pool with a message, a maximum load and an expiry (a preview, then sending it), reminds those who have not answered, and reads whether the accepted committee's loads cover the reviews needed. Each invitee answers through the link in their message, without signing in: its secret is stored only as a digest. Members lower their load or leave before any assignment.",
} as const;

export type ApiTag = keyof typeof ApiTags;

/** The error statuses an endpoint can answer, each with the JSON error body (`ApiError`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429;

export interface Endpoint {
  method: Method;
  /** Path pattern with `:name` segments, e.g. `/api/admin/publish/:paperId`. */
  path: string;
  access: Access;
  summary: string;
  /** The query parameters, as strings. */
  query?: z.ZodMiniType;
  /** A JSON body (the router parses and checks it), or a multipart form (the handler reads it within its size limits and checks its fields with this schema). */
  body?: { json: z.ZodMiniType } | { multipart: z.ZodMiniType; files: readonly FilePart[] };
  answer: z.ZodMiniType | FileAnswer;
  /** The area it belongs to (the document's tag). */
  tag: ApiTag;
  /** Who may call it, what it changes, and which email it sends. */
  description: string;
  /** The success status when it is not 200: 201 where the call creates a record. */
  success?: 201;
  /**
   * The error statuses it can answer beyond those its shape implies, each with when it happens. Implied
   * (contract.ts): 400 where it takes a path parameter, a query or a body; 401 and 403 where a role is
   * required; 404 where the path names a record; 413 where it takes a file; 415 where it takes a body.
   * Give an implied status here to say more precisely when it happens.
   */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** A request body it accepts: the JSON body, or the multipart form's fields (files are not shown). */
  example?: Record<string, unknown>;
}

/** An entry of the table, its literal types kept (the handlers and the SPA's client are typed by them). */
export function endpoint<const E extends Endpoint>(spec: E): E {
  return spec;
}

/** An entry declared for one audience: its area's tag and the access the declarer names filled in. */
export type EntryFor<T extends ApiTag, A extends Access, E> = E & { tag: T; access: A };

/** The declarer of the entries one audience may call, each naming its area's tag first. */
function declarerFor<const A extends Access>(access: A) {
  return <const T extends ApiTag, const E extends Omit<Endpoint, 'tag' | 'access'>>(tag: T, spec: E): EntryFor<T, A, E> => endpoint({ ...spec, tag, access });
}

/** Entries anyone may call, signed in or not. */
export const forAnyone = declarerFor('public');
/** Entries for admins only. */
export const forAdmins = declarerFor(['admin']);
/** Entries for authors only. */
export const forAuthors = declarerFor(['author']);
/** Entries for reviewers only. */
export const forReviewers = declarerFor(['reviewer']);
/** Entries for reviewers and admins. */
export const forReviewersAndAdmins = declarerFor(['reviewer', 'admin']);
/** Entries for authors and admins. */
export const forAuthorsAndAdmins = declarerFor(['author', 'admin']);

/**
 * A change sent as a JSON body and answered by a message saying what it did, its method, path and body's
 * schema named first; the declarer of its audience fills in its tag and access.
 */
export function change<const M extends Method, const P extends string, const S extends z.ZodMiniType, const E extends Omit<Endpoint, 'method' | 'path' | 'body' | 'answer' | 'tag' | 'access'>>(
  method: M,
  path: P,
  json: S,
  spec: E,
) {
  return { method, path, ...spec, body: { json }, answer: MessageAnswer };
}

/** A DELETE answered by a message saying what it removed; the declarer of its audience fills in its tag and access. */
export function removal<const P extends string, const E extends Omit<Endpoint, 'method' | 'path' | 'body' | 'answer' | 'tag' | 'access'>>(path: P, spec: E) {
  return { method: 'DELETE' as const, path, ...spec, answer: MessageAnswer };
}

/** The error texts several areas' entries answer word for word. */
export const ErrorTexts = {
  noPaper: 'No paper has this ID',
  previewOfAnotherAdmin: 'The preview was made by another admin',
  previewExpired: 'The preview expired or was applied already',
  noPreview: 'No preview has this previewId (or it expired and was removed)',
} as const;

/** A GET that answers a file of one of the given types (a PDF, a CSV, an iCalendar file...) rather than JSON. */
export function fileEndpoint<const T extends readonly string[], const E extends Omit<Endpoint, 'method' | 'answer'>>(file: T, spec: E) {
  return endpoint({ method: 'GET', ...spec, answer: { file } });
}

/** The request and answer types of an endpoint, for handlers and the SPA's client. */
export type JsonBodyOf<E extends Endpoint> = E['body'] extends { json: infer S extends z.ZodMiniType } ? z.output<S> : undefined;
export type JsonBodyInputOf<E extends Endpoint> = E['body'] extends { json: infer S extends z.ZodMiniType } ? z.input<S> : never;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodMiniType ? z.output<E['query']> : undefined;
export type AnswerOf<E extends Endpoint> = E['answer'] extends z.ZodMiniType ? z.output<E['answer']> : void;

export function isFileAnswer(answer: Endpoint['answer']): answer is FileAnswer {
  return 'file' in answer;
}

/** The upload rules of a file part, for the OpenAPI document and the forms' accept lists. */
export function filePartRules(part: FilePart) {
  return uploadRules[part.upload];
}

/** A paper ID in a JSON body. */
export const paperId = textField({ label: 'Paper ID', max: null });
/** The type of an answer that is a PDF. */
export const pdf = ['application/pdf'] as const;
/** Every signed-in caller, whatever their role. */
export const everyRole = ['author', 'reviewer', 'admin'] as const;

/** A file only an admin may download (an export); without a description, it is the plain one. */
export function adminFile<const T extends readonly string[]>(file: T, spec: { path: string; tag: ApiTag; summary: string; description?: string; errors?: Endpoint['errors'] }) {
  const { path, tag, summary, description = 'An admin. Changes nothing.', errors } = spec;
  return fileEndpoint(file, { path, access: ['admin'], tag, summary, description, ...(errors && { errors }) });
}

/** The person the examples of the registration forms register. */
export const examplePerson = {
  name: 'Asha Rao',
  gender: 'Female',
  designation: 'Assistant Professor',
  organization: 'Cochin University of Science and Technology',
  phone: '9847012345',
  address: 'Department of Computer Science, CUSAT, Kochi, Kerala 682022',
};
