// The API's endpoint table: for each endpoint its method, path, who may call it, and the schemas of its
// request and answer. The functions' router serves exactly these endpoints and checks every request
// against them (and, in the test suites, every answer); the SPA's client is typed by them; the OpenAPI
// document at /api/openapi.json is made from them (openapi.ts).
import { z } from 'zod/mini';
import * as Answers from './answers';
import { ApiPaths, ApiRoutePatterns } from './apiPaths';
import { uploadRules, type UploadKind } from '../files';
import { Messages } from '../messages';
import { SaveDraftRequest, SubmitReviewRequest } from '../reviews/review';
import { ReviewSettingsSchema, maxReviewersPerPaper } from '../documents';
import { AuditQuerySchema } from '../audit/audit';
import * as Bidding from '../assignment/bidding';
import * as Emergency from '../assignment/emergency';
import { BulkAppliedAnswer, BulkPreviewAnswer, BulkPreviewRequestSchema, maxBulkPapers } from '../decisions/bulk';
import { CalendarSchema } from '../calendar/calendar';
import { PersonalDataAnswer } from '../privacy/personalData';
import { ErasureAnswer, ErasureRequestSchema } from '../privacy/erasure';
import { PrivacySettingsAnswer, PrivacySettingsSchema, SavePrivacyAnswer } from '../privacy/privacySettings';
import { defaultPrivacy } from '../privacy/retention';
import { ConferenceIdentityAnswer, ConferenceIdentitySchema, SaveConferenceAnswer } from '../conference/identity';
import { defaultIdentity } from '../conference/builtIdentity';
import { CreateEditionAnswer, CreateEditionRequestSchema, EditionQuerySchema, EditionsAnswer, OpenEditionAnswer, PublicEditionsAnswer } from '../editions/edition';
import { AdminFeesAnswer, FeeTableSchema, ParticipantRegistrationAnswer, ParticipantRegistrationSchema, PublicFeesAnswer, defaultFeeTable } from '../registration/fees';
import {
  AdminPaymentsAnswer,
  CreditNoteAnswer,
  CreditNoteRequestSchema,
  ParticipantMeAnswer,
  ParticipantPaymentRequest,
  PaymentRequest,
  PaymentListQuerySchema,
  PaymentRecordedAnswer,
  RejectPaymentRequestSchema,
  VerifyPaymentAnswer,
  VerifyPaymentsAnswer,
  VerifyPaymentsRequestSchema,
  maxPaymentsVerifiedTogether,
} from '../payments/payments';
import { ProgrammeRequestSchema, PublicProgrammeAnswer } from '../programme/programme';
import {
  AttendanceAnswer,
  AttendanceRequestSchema,
  CertificatesAnswer,
  CertificatesRequestSchema,
  CertificateListAnswer,
  CertificateListQuerySchema,
  certificatePageSizes,
  MyCertificatesAnswer,
  PublicCertificateSchema,
  RevokeCertificateRequestSchema,
  maxCertificateEmails,
} from '../certificates/certificates';
import { MailingAnswer, MailingRequestSchema } from '../mail/mailings';
import { MessageTemplateRequestSchema, SavedTemplateRequestSchema, SavedTemplateSchema, TemplatesAnswer, messageTemplateKeys } from '../mail/templates';
import {
  AcceptInvitationAnswer,
  AcceptInvitationRequestSchema,
  DeclineInvitationRequestSchema,
  InvitationAddressAnswer,
  InvitationAddressRequestSchema,
  InvitationListAnswer,
  InvitationListQuerySchema,
  InvitationsAnswer,
  InvitationsRequestSchema,
  PublicInvitationAnswer,
  RemindInvitationsRequestSchema,
  invitationLimits,
} from '../committee/invitations';
import { CapacityAnswer, CommitteeLoadRequestSchema, CommitteeWithdrawRequestSchema } from '../committee/capacity';
import {
  AdminProceedingsAnswer,
  AuthorProceedingsAnswer,
  CameraReadyAnswer,
  CopyrightRequestSchema,
  ProceedingsQuerySchema,
  ProceedingsReminderAnswer,
  ProceedingsReminderRequestSchema,
  ProceedingsSettingsAnswer,
  ProceedingsSettingsSchema,
  PublicAcceptedAnswer,
  PublicAcceptedQuerySchema,
  VolumeOrderSchema,
  defaultProceedingsSettings,
} from '../proceedings/proceedings';
import { FinalMetadataSchema } from '../proceedings/metadata';
import { CommentCheckSchema, CommentRequestSchema, DiscussionStateRequestSchema, ResponseRequestSchema, responseLimits } from '../discussion/discussion';
import { ExtensionRequestSchema } from '../calendar/extensions';
import { ReminderSettingsSchema, ReviewDueRequestSchema } from '../calendar/dueDates';
import { NotificationSettingsSchema } from '../mail/mail';
import type { Role } from '../roles';
import { PaperStatus } from '../status';
import { PaperCountsQuerySchema, PaperListQuerySchema } from '../submissions/paperList';
import { CommitteeQuerySchema, ReviewerListQuerySchema } from '../committee/reviewerList';
import {
  AdminLoginRequest,
  AdminProfileRequest,
  AuthorRegistrationRequest,
  ConferenceRegistrationRequest,
  LoginRequest,
  PasswordResetRequest,
  ReviewerRecordRequest,
  ReviewerRegistrationRequest,
  textField,
} from '../validation';

/** The proceedings settings' example: the defaults without the volume's order, which is set apart. */
const { order: _order, customOrder: _customOrder, ...settingsExample } = defaultProceedingsSettings;

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

function endpoint<const E extends Endpoint>(spec: E): E {
  return spec;
}

/** A GET that answers a file of one of the given types (a PDF, a CSV, an iCalendar file...) rather than JSON. */
function fileEndpoint<const T extends readonly string[], const E extends Omit<Endpoint, 'method' | 'answer'>>(file: T, spec: E) {
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

const paperId = textField({ label: 'Paper ID', max: null });
const pdf = ['application/pdf'] as const;
const everyRole = ['author', 'reviewer', 'admin'] as const;

/** The fields of a manuscript as the form sends them; the author list is JSON text of the author blocks. */
const ManuscriptForm = z.object({
  /** The signed-in author's uid (optional; another uid is refused). */
  authorId: z.optional(z.string()),
  authorsDetails: z.string().register(z.globalRegistry, { description: 'JSON array of 1 to 4 author blocks: name, email, organization, phone, gender, state, country' }),
  title: z.string(),
  abstract: z.string(),
  keywords: z.string().register(z.globalRegistry, { description: 'Comma-separated, 4 to 6 keywords' }),
  excludedReviewers: z.optional(z.string().register(z.globalRegistry, { description: 'JSON array of the committee members (IDs from /api/authors/committee) the authors declare a conflict with' })),
  topics: z.optional(z.string().register(z.globalRegistry, { description: "JSON array of 1 to 3 of the call for papers' topics (the submission form requires them)" })),
});

/** A file only an admin may download (an export); without a description, it is the plain one. */
function adminFile<const T extends readonly string[]>(file: T, spec: { path: string; tag: ApiTag; summary: string; description?: string; errors?: Endpoint['errors'] }) {
  const { path, tag, summary, description = 'An admin. Changes nothing.', errors } = spec;
  return fileEndpoint(file, { path, access: ['admin'], tag, summary, description, ...(errors && { errors }) });
}

/** A PDF of an accepted paper for the proceedings, read by the paper's authors and the admins; `missing` says when there is none. */
function acceptedPaperPdf(path: string, summary: string, missing: string) {
  return fileEndpoint(pdf, {
    path,
    access: ['author', 'admin'],
    tag: 'Proceedings',
    summary,
    description: "The paper's authors and the admins. Changes nothing.",
    errors: { 403: 'The caller is not an author of this paper', 404: `No such paper, or ${missing}` },
  });
}

/** The person the examples of the registration forms register. */
const examplePerson = {
  name: 'Asha Rao',
  gender: 'Female',
  designation: 'Assistant Professor',
  organization: 'Cochin University of Science and Technology',
  phone: '9847012345',
  address: 'Department of Computer Science, CUSAT, Kochi, Kerala 682022',
};

/** A list of reviewer record IDs. */
const reviewerIdList = z.array(z.string({ error: Messages.reviewerIdsList }), { error: Messages.reviewerIdsList }).check(z.maxLength(maxReviewersPerPaper, { error: Messages.tooManyReviewers(maxReviewersPerPaper) }));

export const Endpoints = {
  healthcheck: endpoint({
    method: 'GET',
    path: ApiPaths.healthcheck,
    access: 'public',
    tag: 'Public site',
    summary: 'Whether the API is up',
    description: 'Anyone may call it, for monitoring or before the site starts its work. Changes nothing.',
    answer: Answers.HealthAnswer,
  }),
  openapi: endpoint({
    method: 'GET',
    path: ApiPaths.openapi,
    access: 'public',
    tag: 'Public site',
    summary: 'This API described in OpenAPI 3.1',
    description: 'Anyone may read it. It is made from the same endpoint table the API serves and checks requests against, and may be cached for five minutes. Changes nothing.',
    answer: z.record(z.string(), z.unknown()),
  }),
  apiDocs: fileEndpoint(['text/html'], {
    path: ApiPaths.apiDocs,
    access: 'public',
    tag: 'Public site',
    summary: 'The API reference for integrators, an HTML page rendered from this document',
    description: 'Anyone may read it. The page loads its renderer from this API (nothing from elsewhere) and the document from /api/openapi.json. Changes nothing.',
  }),
  apiDocsScript: fileEndpoint(['text/javascript'], {
    path: ApiPaths.apiDocsScript,
    access: 'public',
    tag: 'Public site',
    summary: "The API reference's renderer (Redoc), served with the page",
    description: 'Anyone may read it. Changes nothing.',
  }),
  session: endpoint({
    method: 'GET',
    path: ApiPaths.session,
    access: everyRole,
    tag: 'Sign-in',
    summary: "The signed-in caller's account",
    description: 'Any signed-in author, reviewer or admin, about their own account: its ID, role, name and email. Changes nothing.',
    errors: { 404: 'The signed-in account has no profile record' },
    answer: Answers.SessionAnswer,
  }),
  myData: endpoint({
    method: 'GET',
    path: ApiPaths.myData,
    access: everyRole,
    tag: 'Privacy',
    summary: 'Everything the product holds about the signed-in person, as JSON',
    description:
      "Any signed-in author, reviewer or admin, about themselves: the account (with when it was made and last signed in to), and each document that names them, by collection, as stored: their profile and settings, their papers' manuscripts with their responses and proceedings records, registrations, payments, extensions and calendar feeds; under the reviewer records linked to their email, those records, their reviews, bids, conflicts, comments, and of each paper they review only their own assignment (never the other reviewers or the authors); the messages sent to their address; an admin's audit entries. `notIncluded` names the collections that hold nothing of theirs beyond that, and why. Sent as an attachment (my-data.json). Changes nothing.",
    answer: PersonalDataAnswer,
  }),
  eraseMyData: endpoint({
    method: 'POST',
    path: ApiPaths.myErasure,
    access: ['author', 'reviewer'],
    tag: 'Privacy',
    summary: 'Erases what the product holds about the signed-in person, except what a law or the public record keeps',
    description:
      "An author or reviewer, about themselves, confirming with their password (checked and throttled as at sign-in). Erased at once: their rejected and withdrawn papers whole (files, reviews, discussion), their registration, profile, settings, calendar feeds and extensions, the images of their payment receipts, their reviewer record with its bids, conflicts, unsubmitted reviews and profile file, and last their sign-in account (every session ends). Kept, and listed in `kept` with why and until when: accepted and published papers as the public record (without the submitting author's phone and gender), payments and invoices (the GST law's accounts, until 72 months or the chair's longer period after the due date of their financial year's annual return), submitted reviews under their label without name or email, the record of messages sent and of changes made (the data protection rules' logs). The erasure is recorded in the audit log under the account's uid, without its email. Refused with 409, erasing nothing, while one of their papers is being reviewed, a payment of theirs awaits verification, or they review a paper not yet decided; the message names each. Sends no email.",
    body: { json: ErasureRequestSchema },
    example: { password: 'Monsoon#2025' },
    errors: {
      400: 'The password is missing or longer than 4,096 characters',
      401: 'The password is not correct: nothing was erased',
      409: 'A paper of theirs under review, a payment awaiting verification or a review of theirs not yet decided: the message names each; nothing was erased',
      429: 'Too many wrong passwords for this account: try again after Retry-After seconds',
    },
    answer: ErasureAnswer,
  }),
  publicPrivacy: endpoint({
    method: 'GET',
    path: ApiPaths.publicPrivacy,
    access: 'public',
    tag: 'Privacy',
    summary: 'The data contact and the retention period of each class of personal data, as the privacy notice prints them',
    description:
      "Anyone may read it; the privacy notice (/privacy) shows it. Until the chair saves them, the defaults (`saved` false): the organiser as the contact, and each class's default period, never below the law's floor. Browsers and the CDN may keep it for a minute. Changes nothing.",
    answer: PrivacySettingsAnswer,
  }),
  savePrivacy: endpoint({
    method: 'PUT',
    path: ApiPaths.adminPrivacy,
    access: ['admin'],
    tag: 'Privacy',
    summary: 'Sets the data contact and the retention period of each class of personal data',
    description:
      "An admin. Replaces both and records the change (before and after) in the audit log in the same transaction; the same settings again change and record nothing. Periods are whole months, from the law's floor (72 for payments and tax invoices, under the GST law; 12 for the audit log and the sent mail, under the data protection rules) or 1 month where the law sets none, to 600. The privacy notice shows them within a minute. Sends no email.",
    body: { json: PrivacySettingsSchema },
    errors: {
      400: "A field is missing, too long or of the wrong type, an email that is not one, or a period below the law's floor or not a whole number of months; `errors` names the field (`periods.invoices`)",
      409: 'A concurrent change to the privacy settings: try again',
    },
    example: defaultPrivacy,
    answer: SavePrivacyAnswer,
  }),
  authorLogin: endpoint({
    method: 'POST',
    path: ApiPaths.authorLogin,
    access: 'public',
    tag: 'Sign-in',
    summary: 'Author sign-in: answers a custom token for a Firebase session',
    description:
      "Anyone holding an author account's email and password. Wrong passwords are counted: after ten from one address the account is locked for that address (a minute, doubling up to an hour). Changes nothing else and sends no email.",
    body: { json: LoginRequest },
    errors: {
      401: 'The email and password do not match an account',
      403: 'The password is right but the account is not an author account',
      409: 'Wrong passwords for this account were counted by several requests at the same moment: try again',
      429: 'Too many wrong passwords for this account: wait for the seconds in Retry-After',
    },
    example: { email: 'asha.rao@example.org', password: 'Monsoon#2025' },
    answer: Answers.AuthorLoginAnswer,
  }),
  authorRegister: endpoint({
    method: 'POST',
    path: ApiPaths.authorRegister,
    access: 'public',
    tag: 'Authors',
    summary: 'Creates an author account',
    description:
      'Anyone, once per email address. Creates the sign-in account with the author role and its profile, and queues the account message that tells the author how to sign in (sent even while notifications are off).',
    success: 201,
    body: { json: AuthorRegistrationRequest },
    errors: { 409: 'An account with this email already exists' },
    example: {
      ...examplePerson,
      email: 'asha.rao@example.org',
      password: 'Monsoon#2025',
      confirmPassword: 'Monsoon#2025',
    },
    answer: Answers.MessageAnswer,
  }),
  authorResetPassword: endpoint({
    method: 'POST',
    path: ApiPaths.authorResetPassword,
    access: 'public',
    tag: 'Authors',
    summary: 'Forgot password: without a code emails one; with the code sets the new password',
    description:
      "Anyone, for any account (a new reviewer sets the first password this way too). Without `code`, Firebase Authentication emails the reset code to the address, with the same answer whether or not it has an account; with the code, the new password is set, the address counts as verified and every session of the account is signed out.",
    body: { json: PasswordResetRequest },
    errors: {
      400: 'A field is missing or invalid, or the code is wrong, expired, already used or was issued for another email',
      429: 'Firebase Authentication refuses more reset requests for now: try again in a minute',
    },
    example: { email: 'asha.rao@example.org', newPassword: 'Backwaters#2025', code: 'Zk1x8QpL3vR7sT9uW2yB4nC6mD0fG5hJ' },
    answer: Answers.PasswordResetAnswer,
  }),
  reviewerRegister: endpoint({
    method: 'POST',
    path: ApiPaths.reviewerRegister,
    access: 'public',
    tag: 'Reviewers',
    summary: 'Creates a reviewer account and emails the link that sets its password',
    description:
      "Anyone, once per email address. Creates a reviewer account whose password nobody knows; Firebase Authentication emails the address the link where its owner sets one, which also verifies the address. When that email cannot be sent the account still exists, and the answer says to use Forgot password.",
    success: 201,
    body: { json: ReviewerRegistrationRequest },
    errors: { 409: 'An account with this email already exists' },
    example: { name: 'Ravi Menon', email: 'ravi.menon@example.org' },
    answer: Answers.MessageAnswer,
  }),
  reviewerLogin: endpoint({
    method: 'POST',
    path: ApiPaths.reviewerLogin,
    access: 'public',
    tag: 'Sign-in',
    summary: 'Reviewer sign-in',
    description:
      "Anyone holding a reviewer account's email and password; the answer's custom token opens a Firebase session. Wrong passwords are counted and lock the account for a while, as for authors. Changes nothing else and sends no email.",
    body: { json: LoginRequest },
    errors: {
      401: 'The email and password do not match an account',
      403: 'The password is right but the account is not a reviewer account',
      409: 'Wrong passwords for this account were counted by several requests at the same moment: try again',
      429: 'Too many wrong passwords for this account: wait for the seconds in Retry-After',
    },
    example: { email: 'ravi.menon@example.org', password: 'Periyar#2025' },
    answer: Answers.ReviewerLoginAnswer,
  }),
  adminLogin: endpoint({
    method: 'POST',
    path: ApiPaths.adminLogin,
    access: 'public',
    tag: 'Sign-in',
    summary: 'Admin sign-in by username',
    description:
      "Anyone holding an admin account's username (or email) and password; the answer's custom token opens a Firebase session. Wrong passwords are counted and lock the account for a while, as for authors. Changes nothing else and sends no email.",
    body: { json: AdminLoginRequest },
    errors: {
      401: 'No admin account has this username, or the password is wrong',
      403: 'The email and password are right but the account is not an admin account',
      409: 'Wrong passwords for this account were counted by several requests at the same moment: try again',
      429: 'Too many wrong passwords for this account: wait for the seconds in Retry-After',
    },
    example: { username: 'admin', password: 'Chair#ICCS2025' },
    answer: Answers.AdminLoginAnswer,
  }),
  conferenceRegister: endpoint({
    method: 'POST',
    path: ApiPaths.conferenceRegister,
    access: 'public',
    tag: 'Public site',
    summary: 'Registers for the conference (creating the author account if needed) and issues the receipt',
    description:
      "Anyone, once per email address; an address that already has an account must give that account's password, otherwise an author account is created with the one given. Records the registration with its number and receipt PDF, and queues the confirmation with the receipt attached (sent even while notifications are off). The answer's pdfPath opens the receipt without signing in for 30 days. With a `category`, the participant's registration is recorded too (attendance, billing state and country, an optional GSTIN, hostel nights; the name and address are the billing name and address), its amount computed from the fee table as POST /api/participants/registration computes it.",
    success: 201,
    body: { multipart: ConferenceRegistrationRequest, files: [] },
    errors: {
      400: 'A field is missing or invalid: with a category, an unknown category, an attendance that is neither, a state not in the list, a GSTIN that fails its check or is of another state',
      403: 'With a category: registration has closed (the message names the deadline)',
      409:
        "This email is already registered for the conference; the address has an account and the password is not that account's; with a category, the fees are not published yet or the account is registered as a participant already; or wrong passwords were counted by several requests at the same moment: try again",
      429: "Too many wrong passwords for the address's existing account: wait for the seconds in Retry-After",
    },
    example: {
      ...examplePerson,
      loginEmail: 'asha.rao@example.org',
      password: 'Monsoon#2025',
      confirmPassword: 'Monsoon#2025',
    },
    answer: Answers.ConferenceRegistrationAnswer,
  }),
  registrationReceipt: fileEndpoint(pdf, {
    path: ApiRoutePatterns.registrationReceipt,
    access: 'public',
    tag: 'Public site',
    summary: "A registration's receipt PDF: with the key from the registration answer, or for the signed-in registrant",
    description:
      'With `key`, anyone holding the link, for 30 days after registering; without it, the signed-in registrant (an author) or an admin, at any time, with an ID token as on signed-in operations. Changes nothing.',
    query: z.object({ key: z.optional(z.string()) }),
    errors: {
      401: 'No `key`, and no valid `Authorization: Bearer` ID token',
      403: "No `key`, and the token's role is neither author nor admin",
      404: "No such registration, a wrong key, another author's registration, or its receipt is not stored",
      410: 'The key has expired (30 days after registering): sign in to download the receipt',
    },
  }),
  submitManuscript: endpoint({
    method: 'POST',
    path: ApiPaths.submitManuscript,
    access: ['author'],
    tag: 'Submissions',
    summary: 'Submits a manuscript: its details and the PDF',
    description:
      "An author, for their own account. Gives the paper its ID in the submitted status, stores the PDF and the reviewers' copy (its pages only, without the authors), and records the authors and the committee members they declare a conflict with. Queues the submission message to the submitting author and every author listed.",
    success: 201,
    body: { multipart: ManuscriptForm, files: [{ name: 'file', required: true, upload: 'manuscript' }] },
    errors: {
      400:
        'A field is missing or invalid (1 to 4 authors, an abstract of 150 to 200 words, 4 to 6 keywords, an unknown committee member), or the file is missing or not a readable PDF of 1 to 100 pages',
      403: 'The caller is not an author, `authorId` names another account, or submissions are closed (the deadline plus the grace period has passed, by the server\'s clock; the message names the deadline)',
    },
    example: {
      authorsDetails: JSON.stringify([
        { name: 'Asha Rao', email: 'asha.rao@example.org', organization: 'Cochin University of Science and Technology', phone: '9847012345', gender: 'Female', state: 'Kerala', country: 'India' },
        { name: 'Vikram Nair', email: 'vikram.nair@example.org', organization: 'Indian Institute of Technology Palakkad', phone: '9446098765', gender: 'Male', state: 'Kerala', country: 'India' },
      ]),
      title: 'Hybrid Hydrological and Deep Learning Forecasts for Flood Early Warning in Small River Basins',
      abstract:
        "Early warning of monsoon floods in small river basins depends on rainfall forecasts that are often too coarse for local decisions. This paper presents a hybrid forecasting method that combines a physically based hydrological model with a long short-term memory network trained on twelve years of gauge, radar and satellite observations from three basins in Kerala. The network corrects the hydrological model's systematic errors in peak timing and volume, while the physical model keeps the forecasts consistent with the water balance when the inputs fall outside the training range. We evaluate forecasts with lead times of six to seventy-two hours against observed discharge at nine stations, using the Nash-Sutcliffe efficiency, the error in peak flow and the hit rate of flood warnings. The hybrid method improves the efficiency from 0.71 to 0.86 on average and raises the warning hit rate by eighteen percentage points, with fewer false alarms than either model alone. We discuss the computing cost of operational use, the data the method needs, and how district disaster management authorities could adopt it within their existing warning procedures.",
      keywords: 'flood forecasting, hydrological modelling, LSTM networks, early warning systems, Kerala',
      excludedReviewers: JSON.stringify(['Xk3v9QmZ2pLr8TfW1nYb']),
    },
    answer: Answers.SubmitManuscriptAnswer,
  }),
  checkManuscript: endpoint({
    method: 'POST',
    path: ApiPaths.checkManuscript,
    access: ['author'],
    tag: 'Submissions',
    summary: 'Checks a PDF as submission would, and where its text names one of the listed authors',
    description:
      'An author, before submitting. Reads the PDF exactly as submission will, and reports each page where its text names an author listed, so the file can be made anonymous before reviewers see it. Stores nothing and sends no email.',
    body: { multipart: z.object({ authorsDetails: z.optional(z.string()) }), files: [{ name: 'file', required: true, upload: 'manuscript' }] },
    errors: { 400: 'authorsDetails is missing or not a JSON list, or the file is missing or not a readable PDF of 1 to 100 pages' },
    example: {
      authorsDetails: JSON.stringify([
        { name: 'Asha Rao', email: 'asha.rao@example.org', organization: 'Cochin University of Science and Technology', phone: '9847012345', gender: 'Female', state: 'Kerala', country: 'India' },
      ]),
    },
    answer: Answers.CheckManuscriptAnswer,
  }),
  authorRegistration: endpoint({
    method: 'GET',
    path: ApiPaths.authorRegistration,
    access: ['author'],
    tag: 'Authors',
    summary: "The signed-in author's conference registration",
    description:
      "An author, about the registration made with their account's email: its number, date and a receipt path that does not expire; null when there is none. Changes nothing.",
    answer: Answers.AuthorRegistrationAnswer,
  }),
  manuscriptsByAuthor: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.manuscriptsByAuthor,
    access: ['author', 'admin'],
    tag: 'Submissions',
    summary: "An author's manuscripts (authors: their own)",
    description:
      "An author, for their own account only; an admin, for any author. Each paper with its status, files, payment and dates, the newest first: the current edition's, or with `edition` an archived edition's (read-only: the dashboard lists them under the edition's name). Changes nothing.",
    query: EditionQuerySchema,
    errors: {
      403: "The token's role is neither author nor admin, or an author asks for another author's papers",
      404: 'No author account has this ID, or no current or archived edition has the ID `edition` names',
    },
    answer: Answers.ManuscriptsByAuthorAnswer,
  }),
  getPayment: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.getPayment,
    access: ['author', 'admin'],
    tag: 'Payments',
    summary: "A paper's payment details",
    description: "The paper's submitting author, or an admin. The payment of the author's conference registration that covers the paper, recorded or verified, with its state and amounts; null until the author records one. Changes nothing.",
    errors: {
      403: "The token's role is neither author nor admin, or the paper is not the author's",
      404: 'No paper has this ID',
    },
    answer: Answers.GetPaymentAnswer,
  }),
  submitPayment: endpoint({
    method: 'POST',
    path: ApiPaths.submitPayment,
    access: ['author'],
    tag: 'Payments',
    summary: "Records or changes the payment of the author's conference registration from the paper's form (the receipt is required the first time)",
    description:
      "The paper's submitting author, once the paper is accepted (or published) and until the calendar's registration deadline, with a conference registration that lists the paper. A view of the participant's payments: records the registration's payment (UPI ID, UTR or transaction reference, date, receipt) for the amount the registration gives, or changes it while it awaits verification (a new receipt replaces the stored one; without one the stored one stays); the treasurer verifies or rejects it on the Payments screen. Queues the payment confirmation to the author.",
    body: { multipart: PaymentRequest, files: [{ name: 'receipt', required: false, upload: 'receipt' }] },
    errors: {
      400: 'A field is missing or invalid, the first payment of the paper has no receipt, or the receipt is not a PDF or an image',
      403: "The caller is not an author, the paper is not the author's, or registration has closed",
      404: 'paperId names no paper',
      409: 'The paper is not accepted, the caller has no conference registration or it does not list the paper, the payment is verified already, the reference is recorded for another payment, or a concurrent change: try again',
    },
    example: { paperId: 'ICCS25-0042', upiId: 'asha.rao@okaxis', reference: '512345678901', paymentDate: '2025-03-14' },
    answer: Answers.MessageAnswer,
  }),
  file: fileEndpoint([...pdf, 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'], {
    path: ApiRoutePatterns.file,
    access: everyRole,
    tag: 'Files',
    summary: 'A stored file the caller may read: manuscript (reviewers get the anonymised copy), receipt, review or profile',
    description:
      "A manuscript to its author and the admins, and as the pages-only copy to its assigned reviewers with a verified email; a receipt to its author and the admins; the reviews PDF to the admins (made from the submitted reviews as they are now) and to the author once sent and the paper decided; a reviewer's profile to the admins. Changes nothing.",
    errors: {
      403: 'The caller may not read this file',
      404: 'No such kind of file, paper or reviewer record, or the file does not exist yet (no receipt, no reviews sent)',
    },
  }),
  getReviewers: endpoint({
    method: 'GET',
    path: ApiPaths.getReviewers,
    access: ['admin'],
    tag: 'Admin',
    summary: 'One page of the reviewer records by name: pageSize (at most 100), after (the last reviewer ID of the previous page), q (a name or a word of one, an affiliation, an email address)',
    description: 'An admin. Each record with its email, affiliation, research area and profile file, and how many records match. Changes nothing.',
    query: ReviewerListQuerySchema,
    errors: { 400: 'A query parameter is invalid, or `after` names no reviewer record' },
    answer: Answers.GetReviewersAnswer,
  }),
  addReviewer: endpoint({
    method: 'POST',
    path: ApiPaths.addReviewer,
    access: ['admin'],
    tag: 'Admin',
    summary: 'Adds a reviewer record with a profile file, inviting an address that has no account',
    description:
      "An admin, once per email address. Stores the record and its profile (a PDF, DOC or DOCX file). When the address has no account yet, a reviewer account is created and Firebase Authentication emails it the link that sets the password (the answer's `invited`).",
    success: 201,
    body: { multipart: ReviewerRecordRequest, files: [{ name: 'profile', required: true, upload: 'profile' }] },
    errors: {
      400: 'A field is missing or invalid, or the profile is missing or not a PDF, DOC or DOCX file',
      409: 'A reviewer record with this email already exists, or a concurrent change: try again',
    },
    example: { name: 'Ravi Menon', affiliation: 'National Institute of Technology Calicut', email: 'ravi.menon@example.org', researchArea: 'Hydrological modelling, remote sensing' },
    answer: Answers.AddReviewerAnswer,
  }),
  deleteReviewer: endpoint({
    method: 'DELETE',
    path: ApiRoutePatterns.deleteReviewer,
    access: ['admin'],
    tag: 'Admin',
    summary: 'Deletes a reviewer record that no paper is assigned to',
    description:
      "An admin. Deletes the record and its profile file; decided papers keep the reviewer's name, and the reviewer's sign-in account, if any, stays. Sends no email.",
    errors: {
      404: 'No reviewer record has this ID',
      409: 'The reviewer is assigned to papers under review, or a concurrent change: try again',
    },
    answer: Answers.MessageAnswer,
  }),
  getPapers: endpoint({
    method: 'GET',
    path: ApiPaths.getPapers,
    access: ['admin'],
    tag: 'Admin',
    summary:
      'One page of papers with their reviewers and authors: pageSize (at most 100), after (the last paper ID of the previous page), sort (paperId or title), order, status (comma-separated), show (needs-reviewers, reviews-missing, in-review), q (a paper ID, title word or author name)',
    description: "An admin. Each paper with its reviewers' review states and its authors, how many papers match, and the reviewers each paper should have. Changes nothing.",
    query: PaperListQuerySchema,
    errors: { 400: 'A query parameter is invalid, or `after` names no paper' },
    answer: Answers.GetPapersAnswer,
  }),
  paperCounts: endpoint({
    method: 'GET',
    path: ApiPaths.paperCounts,
    access: ['admin'],
    tag: 'Admin',
    summary: 'How many papers a status (comma-separated) and search (q) match: all of them, those that need reviewers, and those missing reviews',
    description: "An admin, for the paper lists' filter buttons. Changes nothing.",
    query: PaperCountsQuerySchema,
    answer: Answers.PaperCountsAnswer,
  }),
  papersCsv: adminFile(['text/csv'], {
    path: ApiPaths.papersCsv,
    tag: 'Admin',
    summary: 'Every paper as papers.csv (ID, Title, Author, Status, Date, Reviewers), streamed in the order of paper IDs',
    description: 'An admin. A conference without papers gets the header line alone. Changes nothing.',
  }),
  assignReviewer: endpoint({
    method: 'POST',
    path: ApiPaths.assignReviewer,
    access: ['admin'],
    tag: 'Admin',
    summary:
      "Adds a reviewer to a paper (reviewerId; a submitted paper goes under review), or sets the paper's whole list (reviewerIds). Conflicts of interest answer 409 with the reasons unless overridden with a written reason",
    description:
      `An admin, while the paper is submitted or under review. Writes the paper's reviewers (at most ${maxReviewersPerPaper}) with any override reason, and deletes the removed reviewers' unsent reviews unless keepReviews keeps the submitted ones. Queues to each reviewer added the assignment message with the title and abstract, never the authors.`,
    body: {
      json: z
        .object({
          paperId: textField({ label: 'paperId', max: null }),
          reviewerId: z.optional(z.string({ error: Messages.selectReviewer })),
          reviewerIds: z.optional(reviewerIdList),
          /** Assign despite the conflicts of interest, for this written reason. */
          override: z.optional(z.object({ reason: textField({ label: 'Override reason', max: 1000 }) }, { error: Messages.overrideReasonRequired })),
          /** When reviewerIds removes a reviewer: keep their submitted review (default: delete it). */
          keepReviews: z.optional(z.boolean({ error: Messages.keepReviewsBoolean })),
        })
        .check(
          z.superRefine((value, context) => {
            const input = value as { reviewerId?: unknown; reviewerIds?: unknown };
            const single = typeof input.reviewerId === 'string' && input.reviewerId.trim() !== '';
            if (single === (input.reviewerIds !== undefined)) {
              context.issues.push({ code: 'custom', message: Messages.selectReviewer, path: [single ? 'reviewerIds' : 'reviewerId'], input: value });
            }
          }, { when: () => true }),
        ),
    },
    errors: {
      404: 'paperId names no paper, or a reviewer ID names no reviewer record',
      409:
        "The paper is decided or published; a reviewer being added has a conflict of interest (the answer's `conflicts` gives the reasons: send again with `override`); a removed reviewer's review was already sent to the author; or concurrent changes to the paper: try again",
    },
    example: { paperId: 'ICCS25-0042', reviewerId: 'Xk3v9QmZ2pLr8TfW1nYb' },
    answer: Answers.AssignAnswer,
  }),
  paperAssignment: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.paperAssignment,
    access: ['admin'],
    tag: 'Admin',
    summary:
      "A paper's reviewers with their load and conflicts with the paper, and one page of the reviewer records to choose from, searched and paged like getreviewers",
    description:
      'An admin, for the assign dialog. Each candidate comes with the number of papers under review they have and each conflict of interest with its reason. Changes nothing.',
    query: ReviewerListQuerySchema,
    errors: {
      400: 'A query parameter is invalid, `after` names no reviewer record, or the address holds a malformed escape',
      404: 'No paper has this ID',
    },
    answer: Answers.PaperAssignmentAnswer,
  }),
  emergencyCandidates: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.emergencyReviewers,
    access: ['admin'],
    tag: 'Admin',
    summary: "A paper's overdue reviews and the members who could take one at short notice, ranked: those available for late requests first, then by the load they have left",
    description: `An admin. Members already reviewing the paper or in a conflict of interest with it are never listed. The first ${Emergency.emergencyCandidateLimit} are listed, with how many there are in all. Reads the committee's records and the counters, never every paper. Changes nothing.`,
    errors: { 404: 'No paper has this ID' },
    answer: Emergency.EmergencyCandidatesAnswer,
  }),
  requestEmergencyReview: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.emergencyRequest,
    access: ['admin'],
    tag: 'Admin',
    summary: 'Asks a member to take an overdue review at short notice: a preview of the message ({ reviewerId, dueAt, note?, preview: true }), then { previewId, apply: true } assigns them with that due date and sends it',
    description: `An admin, for a paper under review with a review overdue. Applying (that admin, once, within ${Bidding.proposalLifetimeMinutes} minutes) checks everything again and, in one transaction, assigns the member with the request's own due date, queues the message (kind assignment: the title and abstract, never the authors) and writes the audit entry; a refusal writes nothing.`,
    body: { json: Emergency.EmergencyRequestSchema },
    errors: {
      400: 'Neither a preview nor an apply, a field is malformed, the due date is not in the future, or the paper has 20 reviewers',
      403: 'The preview was made by another admin',
      404: 'No paper or reviewer record has this ID, or no preview of this paper has this previewId',
      409: 'The paper is not under review, no review is overdue (any more), the member reviews it or has a conflict of interest with it, the preview expired or was sent already, or its due date has passed',
    },
    example: { reviewerId: 'Xk3v9QmZ2pLr8TfW1nYb', dueAt: '2030-07-27T23:59:00+05:30', note: 'Could you take this one by Monday?', preview: true },
    answer: Emergency.EmergencyRequestAnswer,
  }),
  paperReviews: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.paperReviews,
    access: ['admin'],
    tag: 'Admin',
    summary: "A paper's reviewers with each review's state and scores, and the summary",
    description: "An admin, to decide on the paper. Reviews kept after their reviewer was removed are included. Each review carries its history: every submitted version's time, overall score and recommendation. Changes nothing.",
    errors: { 404: 'No paper has this ID' },
    answer: Answers.PaperReviewsAnswer,
  }),
  reviewSettings: endpoint({
    method: 'GET',
    path: ApiPaths.reviewSettings,
    access: ['admin'],
    tag: 'Admin',
    summary: "The conference's review settings",
    description: 'An admin. Until an admin saves them: three reviewers per paper, reviews shared. Changes nothing.',
    answer: Answers.ReviewSettingsAnswer,
  }),
  saveReviewSettings: endpoint({
    method: 'POST',
    path: ApiPaths.reviewSettings,
    access: ['admin'],
    tag: 'Admin',
    summary: 'Saves the review settings: reviewers per paper (1 to 10), and whether reviewers read the others\' reviews once they submit',
    description: "An admin. Replaces the conference's settings; the paper lists' filters and the reviewers' reading of the others' reviews follow them at once. Sends no email.",
    body: { json: ReviewSettingsSchema },
    example: { reviewersPerPaper: 3, shareReviews: true },
    answer: Answers.MessageAnswer,
  }),
  notificationSettings: endpoint({
    method: 'GET',
    path: ApiPaths.notificationSettings,
    access: ['admin'],
    tag: 'Admin',
    summary: 'The conference-wide Notifications switch',
    description: 'An admin. On until an admin turns it off. Changes nothing.',
    answer: Answers.NotificationSettingsAnswer,
  }),
  saveNotificationSettings: endpoint({
    method: 'POST',
    path: ApiPaths.notificationSettings,
    access: ['admin'],
    tag: 'Admin',
    summary: 'Turns the notification messages on or off for everyone (receipts and account messages always go)',
    description:
      'An admin. While off, no submission, payment, assignment, review-submitted, decision or publication message is queued, nor later; registration confirmations, account messages and reminders still go.',
    body: { json: NotificationSettingsSchema },
    example: { notifications: 'enabled' },
    answer: Answers.MessageAnswer,
  }),
  resendMail: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.resendMail,
    access: ['admin'],
    tag: 'Admin',
    summary: 'Queues a message whose delivery failed (ERROR) again, for five more attempts',
    description: 'An admin. Puts the message back in the queue as PENDING, keeping its last error until the sender tries it again.',
    errors: {
      404: 'No message has this ID',
      409: 'The message has not failed (it is queued, being sent or sent), or a concurrent change to it: try again',
    },
    answer: Answers.MessageAnswer,
  }),
  reminderPreview: endpoint({
    method: 'GET',
    path: ApiPaths.reminders,
    access: ['admin'],
    tag: 'Admin',
    summary: 'The reviewers a reminder would reach: each with the papers under review whose review they have not submitted',
    description: 'An admin, before sending reminders. Each reviewer with how many reviews are missing and the first of those papers. Changes nothing.',
    answer: Answers.ReminderPreviewAnswer,
  }),
  sendReminders: endpoint({
    method: 'POST',
    path: ApiPaths.reminders,
    access: ['admin'],
    tag: 'Admin',
    summary: 'Queues a reminder to each of the previewed reviewers who still has a review missing',
    description:
      'An admin, naming reviewers from the preview (at most 500). Queues one reminder message to each of them whose review is still missing, listing those papers and the deadline; the others are skipped. Reminders go even while notifications are off.',
    body: {
      json: z.object({
        reviewerIds: z
          .array(z.string({ error: Messages.reminderRecipientsList }), { error: Messages.reminderRecipientsList })
          .check(z.minLength(1, { error: Messages.reminderRecipientsList }), z.maxLength(500, { error: Messages.reminderRecipientsList })),
      }),
    },
    errors: { 409: 'None of the reviewers named has a review missing now: nothing was queued' },
    example: { reviewerIds: ['Xk3v9QmZ2pLr8TfW1nYb', '7HqLm2RtYp9VxBz4KcWd'] },
    answer: Answers.SendRemindersAnswer,
  }),
  automaticReminders: endpoint({
    method: 'GET',
    path: ApiPaths.automaticReminders,
    access: ['admin'],
    tag: 'Admin',
    summary: 'The automatic reminders: on or off, how many days before a due date, and the last run with whom it reminded',
    description: 'An admin. The scheduled run (every hour) reminds each reviewer with a review missing once when it is due within the days set, and once after it is overdue, at most once a day. Changes nothing.',
    answer: Answers.AutomaticRemindersAnswer,
  }),
  saveAutomaticReminders: endpoint({
    method: 'PUT',
    path: ApiPaths.automaticReminders,
    access: ['admin'],
    tag: 'Admin',
    summary: 'Switches the automatic reminders on or off, and sets how many days before a due date the first one goes',
    description: 'An admin. Takes effect at the next scheduled run. Recorded in the audit log in the same transaction. Sends no email.',
    body: { json: ReminderSettingsSchema },
    errors: { 409: 'A concurrent change to the settings: try again' },
    example: { enabled: true, daysBefore: 3 },
    answer: Answers.MessageAnswer,
  }),
  reviewerComments: endpoint({
    method: 'GET',
    path: ApiPaths.reviewerComments,
    access: ['admin'],
    tag: 'Admin',
    summary: 'One page of the papers with a reviewer or a review, with their reviews\' state and scores (the same paging, sort, status and search parameters as getpapers)',
    description: "An admin, for the decision table. Reviews are labelled in the order of assignment, with each paper's summary and whether its reviews were sent. Changes nothing.",
    query: PaperListQuerySchema,
    errors: { 400: 'A query parameter is invalid, or `after` names no paper' },
    answer: Answers.ReviewerCommentsAnswer,
  }),
  sendReview: endpoint({
    method: 'POST',
    path: ApiPaths.sendReview,
    access: ['admin'],
    tag: 'Admin',
    summary: "Sends a paper's review to its author (the review is then locked)",
    description:
      "An admin, once the paper has a submitted review. Stores the PDF of the submitted reviews (labelled Reviewer 1, 2..., without names or confidential comments), locks them, and links it on the author's dashboard, where it opens once the paper is decided. Queues no email itself: the decision message attaches the PDF when it was sent before.",
    body: { json: z.object({ paperId }) },
    errors: {
      404: 'paperId names no paper',
      409: 'The paper has no submitted review; the reviews kept changing while the PDF was made; or a concurrent change: try again',
    },
    example: { paperId: 'ICCS25-0042' },
    answer: Answers.MessageAnswer,
  }),
  updateStatus: endpoint({
    method: 'POST',
    path: ApiPaths.updateStatus,
    access: ['admin'],
    tag: 'Admin',
    summary: 'The decision on a reviewed paper: Accepted (the default) or Rejected',
    description:
      'An admin, for a paper under review with at least one submitted review. Moves it to Accepted or Rejected, and queues the decision message to the submitting author, with the reviews PDF attached when the reviews were sent.',
    body: {
      json: z.object({
        paperId,
        status: z.optional(z.enum([PaperStatus.Accepted, PaperStatus.Rejected], { error: Messages.decisionStatus })),
      }),
    },
    errors: {
      404: 'paperId names no paper',
      409: 'The paper is not under review or has no submitted review, or a concurrent change to it: try again',
    },
    example: { paperId: 'ICCS25-0042', status: 'Accepted' },
    answer: Answers.MessageAnswer,
  }),
  publish: endpoint({
    method: 'PUT',
    path: ApiRoutePatterns.publish,
    access: ['admin'],
    tag: 'Admin',
    summary: 'Publishes an accepted paper',
    description: 'An admin. Moves the paper to Published and queues the publication message to the submitting author and every author listed.',
    errors: {
      404: 'No paper has this ID',
      409: 'The paper is not Accepted, none of its authors has a verified registration while the fee table requires one, or a concurrent change to it: try again',
    },
    answer: Answers.MessageAnswer,
  }),
  assignedPapers: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.assignedPapers,
    access: ['reviewer'],
    tag: 'Reviewers',
    summary: "The papers assigned to the signed-in reviewer's own (verified) email",
    description:
      "A reviewer, for their own email only, once it is verified (by setting the password from the emailed link). Each paper with its status and the state of the reviewer's own review; nothing about the other reviewers. Changes nothing.",
    query: z.object({ email: z.optional(z.string()) }),
    errors: { 403: "The caller is not a reviewer, `email` is not the reviewer's own, or their email is not verified yet" },
    answer: Answers.AssignedPapersAnswer,
  }),
  submitReview: endpoint({
    method: 'POST',
    path: ApiPaths.submitReview,
    access: ['reviewer', 'admin'],
    tag: 'Reviews',
    summary: "Submits the assigned reviewer's complete evaluation (or an admin's edit of a named reviewer's)",
    description:
      "A reviewer assigned to the paper with a verified email, for their own review; an admin, for the reviewer named by reviewerId (needed when the paper has several). While the paper is under review and the review not yet sent, saves it as Submitted and counts it on the paper; a reviewer's first submission queues the review-submitted message to the admins.",
    body: { json: SubmitReviewRequest },
    errors: {
      403: 'The caller is neither a reviewer nor an admin, or the reviewer is not assigned to the paper or has not verified their email',
      404: 'articleId names no paper, or reviewerId names none of its reviewers',
      409: 'The paper is not under review, the review was already sent to the author, or a concurrent change: try again',
    },
    example: {
      articleId: 'ICCS25-0042',
      criteriaRatings: {
        'Appropriateness for the conference': 'Strong',
        'Technical Adequacy': 'Modest',
        'Theoretical Contribution': 'Modest',
        'Empirical Contribution': 'Strong',
        Novelty: 'Modest',
        'Significance of Contribution': 'Strong',
        'Valid Conclusions': 'Modest',
      },
      suggestions: { sectionsNumbered: 'Yes', figuresTablesNumbered: 'Yes', englishGrammar: 'No', allReferencesCited: 'Yes' },
      plagiarism: 'No overlap beyond the authors\' own cited work.',
      additionalComments: 'The evaluation is thorough; please report how the network behaves for floods larger than any in the training years, and proofread Section 4.',
      recommendation: 'Accept with minor revisions',
      finalRemarks: 'A useful, well-evaluated contribution to operational flood warning.',
      confidence: 'knowledgeable',
      confidentialComments: 'The second basin may be the one described in the authors\' earlier workshop paper.',
    },
    answer: Answers.MessageAnswer,
  }),
  saveDraft: endpoint({
    method: 'POST',
    path: ApiPaths.saveDraft,
    access: ['reviewer', 'admin'],
    tag: 'Reviews',
    summary: "Saves the assigned reviewer's unfinished review (or an admin's edit of it)",
    description:
      'A reviewer assigned to the paper with a verified email, for their own review; an admin, for the reviewer named by reviewerId (needed when the paper has several). While the paper is under review and the review not yet submitted, saves the answers given as a Draft. Sends no email.',
    body: { json: SaveDraftRequest },
    errors: {
      403: 'The caller is neither a reviewer nor an admin, or the reviewer is not assigned to the paper or has not verified their email',
      404: 'articleId names no paper, or reviewerId names none of its reviewers',
      409: 'The paper is not under review, the review is already submitted (submit again to change it) or sent, or a concurrent change: try again',
    },
    example: {
      articleId: 'ICCS25-0042',
      criteriaRatings: { 'Appropriateness for the conference': 'Strong', 'Technical Adequacy': 'Modest', Novelty: 'Modest' },
      suggestions: { sectionsNumbered: 'Yes', figuresTablesNumbered: '', englishGrammar: '', allReferencesCited: '' },
      plagiarism: '',
      additionalComments: 'Section 4 needs the results for each basin separately.',
      recommendation: '',
      finalRemarks: '',
      confidence: 'knowledgeable',
      confidentialComments: '',
    },
    answer: Answers.MessageAnswer,
  }),
  declareConflict: endpoint({
    method: 'POST',
    path: ApiPaths.declareConflict,
    access: ['reviewer'],
    tag: 'Reviewers',
    summary: 'The signed-in reviewer declares a conflict of interest with a paper assigned to them, which removes them from it',
    description:
      'A reviewer assigned to the paper with a verified email, while it is under review. Records the declaration (a later assignment of them to the paper is refused with it as the reason) and deletes their unsent review. Sends no email.',
    body: { json: z.object({ paperId }) },
    errors: {
      403: 'The caller is not a reviewer, is not assigned to the paper, or has not verified their email',
      404: 'paperId names no paper',
      409: 'The paper is not under review, their review was already sent to the author, or a concurrent change: try again',
    },
    example: { paperId: 'ICCS25-0042' },
    answer: Answers.MessageAnswer,
  }),
  bids: endpoint({
    method: 'GET',
    path: ApiPaths.bids,
    access: ['reviewer'],
    tag: 'Assignment',
    summary: 'The papers open for bidding, best matches first, with the reviewer\'s bids: one page of 25 (page), a search (q) and a filter by bid (bid, or none)',
    description:
      "A reviewer with a verified email whose address is on a reviewer record. Every paper submitted or under review that they do not already review, with its title, abstract, keywords and topics (never its authors), their bid, and how well it matches their research area and topics, with the reason. Readable whether or not bidding is open (`window` says). Changes nothing.",
    query: Bidding.BidsQuerySchema,
    errors: { 403: 'The caller is not a reviewer, has not verified their email, or has no reviewer record' },
    answer: Bidding.BidsAnswer,
  }),
  saveBid: endpoint({
    method: 'PUT',
    path: ApiRoutePatterns.saveBid,
    access: ['reviewer'],
    tag: 'Assignment',
    summary: 'Saves the reviewer\'s bid on a paper: eager, willing, notWilling, conflict, or null to clear it',
    description:
      'A reviewer with a verified email and a reviewer record, while the calendar\'s bidding window is open, on a paper open for bidding that they do not review. A conflict bid is a declared conflict of interest ("declared by the reviewer"), which the assignment never overrides silently; changing the bid removes it. Sends no email.',
    body: { json: Bidding.BidRequest },
    errors: {
      400: 'The bid is not one of eager, willing, notWilling, conflict or null',
      403: 'The caller is not a reviewer, has not verified their email or has no reviewer record, or bidding is not open (the message says when it opens or when it closed)',
      404: 'No paper open for bidding has this ID',
      409: 'The reviewer already reviews the paper (declare a conflict from the dashboard instead), or a concurrent change: try again',
    },
    example: { bid: 'eager' },
    answer: Bidding.SaveBidAnswer,
  }),
  reviewerTopics: endpoint({
    method: 'GET',
    path: ApiPaths.reviewerTopics,
    access: ['reviewer'],
    tag: 'Assignment',
    summary: "The signed-in reviewer's topics and research area",
    description: 'A reviewer with a verified email and a reviewer record. Changes nothing.',
    errors: { 403: 'The caller is not a reviewer, has not verified their email, or has no reviewer record' },
    answer: Bidding.ReviewerTopicsAnswer,
  }),
  saveReviewerTopics: endpoint({
    method: 'PUT',
    path: ApiPaths.reviewerTopics,
    access: ['reviewer'],
    tag: 'Assignment',
    summary: "Sets the signed-in reviewer's topics (any of the call for papers' topics)",
    description: 'A reviewer with a verified email and a reviewer record, at any time. The bidding order and the automatic assignment read them. Sends no email.',
    body: { json: Bidding.ReviewerTopicsRequest },
    errors: { 400: 'A topic is not one of the call for papers\' topics, or is repeated', 403: 'The caller is not a reviewer, has not verified their email, or has no reviewer record' },
    example: { topics: ['Cloud, Edge and Fog Computing', 'Internet of Things and Cyber-Physical Systems'] },
    answer: Bidding.ReviewerTopicsAnswer,
  }),
  bidOverview: endpoint({
    method: 'GET',
    path: ApiPaths.bidOverview,
    access: ['admin'],
    tag: 'Assignment',
    summary: 'The bids per paper (papers nobody wants flagged), a page at a time, with the figures, and per reviewer (reviewers who have not bid flagged)',
    description:
      "An admin. A page of the papers open for bidding (`page` from 1, 25 to a page, `show=unwanted` for those with no eager or willing bid), each with its bids by kind; how many papers are open, how many nobody wants, and the bids on them; and every reviewer with the bids they have made. Read from the tallies each saved bid keeps, so it reads a page, whatever the number of papers and bids. Changes nothing.",
    query: Bidding.BidOverviewQuerySchema,
    answer: Bidding.BidOverviewAnswer,
  }),
  bidReminders: endpoint({
    method: 'POST',
    path: ApiPaths.bidReminders,
    access: ['admin'],
    tag: 'Assignment',
    summary: 'Queues a reminder to bid to every reviewer who has not bid yet, while bidding is open',
    description: 'An admin. One message per reviewer with a record and no bid, naming the close of bidding; goes even while notifications are off. Sends those messages through the outbox.',
    errors: { 409: 'Bidding is not open, or every reviewer has bid: nothing was queued' },
    answer: Bidding.BidReminderAnswer,
  }),
  proposeAssignment: endpoint({
    method: 'POST',
    path: ApiPaths.proposeAssignment,
    access: ['admin'],
    tag: 'Assignment',
    summary: 'Proposes an automatic assignment ({ reviewersPerPaper, maxPerReviewer, papers, objective }): stores it, without applying it, and answers it with its proposalId',
    description:
      `An admin. The proposal is computed exactly (a min-cost flow) from the bids, topics and text affinity, never against a conflict of interest, keeping every reviewer already assigned; it is stored, not applied, and answered with its first page (the papers left short and why first, then the pairs with their reasons, ${Bidding.proposalPageSize} to a page; proposalPage reads the others), the loads before and after, and the objective's figures. \`fair\` (the default) first gives every paper that can have one a reviewer scoring at least the threshold, at a cost of at most 0.5% of the total; \`total\` maximises the total. \`randomise: { q }\` samples an assignment in which no pair had a probability above q. Only the admin who made it may apply it, within ${Bidding.proposalLifetimeMinutes} minutes (applyAssignment). Writes nothing else and sends no email.`,
    success: 201,
    body: { json: Bidding.ProposalRequestSchema },
    errors: {
      400: 'A field is invalid (reviewersPerPaper outside 1 to 10, a limit that is not a whole number, a minimum above the maximum, an unknown reviewer in limits or pinned, a paper not open for review), or no paper is concerned',
      409: 'A pinned pair is in conflict of interest',
    },
    example: { reviewersPerPaper: 3, maxPerReviewer: 12, papers: 'all-under-target', objective: 'fair' },
    answer: Bidding.ProposalAnswer,
  }),
  proposalPage: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.proposalPage,
    access: ['admin'],
    tag: 'Assignment',
    summary: 'A page of a stored proposal of the automatic assignment: the papers left short first, then the proposed pairs, with the figures and loads of the whole',
    description: `The admin who made the proposal, until it expires (also once applied). \`page\` from 1, ${Bidding.proposalPageSize} items to a page; a page past the end has none. Reads the page's part of the stored proposal, whatever its size. Changes nothing.`,
    query: Bidding.ProposalPageQuerySchema,
    errors: { 403: 'The proposal was made by another admin', 404: 'No proposal has this ID (or it expired and was removed)', 409: 'The proposal expired' },
    answer: Bidding.ProposalAnswer,
  }),
  applyAssignment: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.applyAssignment,
    access: ['admin'],
    tag: 'Assignment',
    summary: 'Applies a proposal of the automatic assignment exactly as it was shown, or refuses it whole',
    description:
      `The admin who made the proposal, within ${Bidding.proposalLifetimeMinutes} minutes of it, once. Everything the proposal read is read again: if anything changed since (a paper's reviewers or status, a new conflict or bid, a reviewer deleted or their load), the whole apply is refused and nothing is written. Otherwise each paper's new reviewers are written in the paper's own transaction, which checks it once more; applied pairs queue the assignment messages and are recorded in the audit log (each paper's \`paper.assign\`, and one \`assignment.apply\`).`,
    errors: {
      403: 'The proposal was made by another admin',
      404: 'No proposal has this ID (or it expired and was removed)',
      409: 'The proposal expired or was applied already, or something it read changed since it was made (the message names what): nothing was written',
    },
    answer: Bidding.ApplyProposalAnswer,
  }),
  previewBulk: endpoint({
    method: 'POST',
    path: ApiPaths.previewBulk,
    access: ['admin'],
    tag: 'Assignment',
    summary: `Previews a bulk action on papers ({ action, paperIds or filter }; at most ${maxBulkPapers}): stores the preview, without acting, and answers it with its previewId`,
    description:
      `An admin. Actions: assign (reviewers, by an automatic proposal for the papers), remind (their reviewers with a review missing), release (the reviews to the authors for their response), sendReviews, accept, reject, publish. The preview says per paper what will happen, or why it is skipped ('no submitted review', 'already sent'), and is stored for ${Bidding.proposalLifetimeMinutes} minutes for the admin who made it (applyBulk). Changes no paper and sends no email.`,
    success: 201,
    body: { json: BulkPreviewRequestSchema },
    errors: {
      400: 'A field is invalid: an unknown action, neither or both of paperIds and filter, a paper ID that names no paper, a status filter that names no status',
    },
    example: { action: 'accept', paperIds: ['ICCS25-0001', 'ICCS25-0002'] },
    answer: BulkPreviewAnswer,
  }),
  applyBulk: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.applyBulk,
    access: ['admin'],
    tag: 'Assignment',
    summary: 'Applies a bulk preview: acts on the papers it said it would, re-checking each, and reports per paper what was done',
    description:
      `The admin who made the preview, within ${Bidding.proposalLifetimeMinutes} minutes of it, once. Acts only on the papers the preview said it would, each through the same operation as the single action: one whose state changed since is reported as skipped with the reason, never acted on. Each paper's change is written in its own transaction with its audit entry and messages (the action's own: a decision, the reviews, a reminder, the assignment), and one \`bulk.apply\` entry records the whole.`,
    errors: {
      403: 'The preview was made by another admin',
      404: 'No preview has this ID (or it expired and was removed)',
      409: 'The preview expired or was applied already',
    },
    answer: BulkAppliedAnswer,
  }),
  committee: endpoint({
    method: 'GET',
    path: ApiPaths.committee,
    access: ['author'],
    tag: 'Authors',
    summary:
      'The programme committee (names and affiliations, never emails), to declare conflicts with: one page by name (pageSize, after, q: a name or affiliation, as getreviewers), or the members named by ids (comma-separated, at most 50)',
    description: "An author, for the submission form and their paper's conflicts. The search never looks at email addresses. Changes nothing.",
    query: CommitteeQuerySchema,
    errors: { 400: 'A query parameter is invalid, `ids` is not a list of at most 50 IDs, or `after` names no member' },
    answer: Answers.CommitteeAnswer,
  }),
  paperConflicts: endpoint({
    method: 'PUT',
    path: ApiRoutePatterns.paperConflicts,
    access: ['author'],
    tag: 'Submissions',
    summary: "Sets the committee members the authors of their paper declare a conflict with, while it is submitted",
    description:
      "The paper's submitting author, until reviewers are assigned. Replaces the paper's list, which the assignment then refuses unless an admin overrides it; each ID must name a committee member. Sends no email.",
    body: {
      json: z.object({
        excludedReviewers: z.array(z.string({ error: Messages.exclusionsList }), { error: Messages.exclusionsList }).check(z.maxLength(50, { error: Messages.exclusionsList })),
      }),
    },
    errors: {
      403: "The caller is not an author, or the paper is not the author's",
      404: 'No paper has this ID',
      409: 'The paper is no longer in the submitted status, or a concurrent change to it: try again',
    },
    example: { excludedReviewers: ['Xk3v9QmZ2pLr8TfW1nYb', '7HqLm2RtYp9VxBz4KcWd'] },
    answer: Answers.MessageAnswer,
  }),
  editPaper: endpoint({
    method: 'PUT',
    path: ApiRoutePatterns.editPaper,
    access: ['author'],
    tag: 'Submissions',
    summary: "Changes the author's paper: only the fields sent (title, abstract, keywords, author list, conflicts) and, when sent, a new PDF",
    description:
      "The paper's submitting author, while it is submitted or under review and until the submission deadline plus the grace period, or the end of an extension granted to the paper or to the author (server clock). What is not sent stays; the result is checked as a submission is. A new PDF gets the same checks, its reviewers' copy is rebuilt and its receipt replaces the old one; the files are swapped only once the change is written. Conflicts can change only while no reviewer is assigned. Sends no email.",
    body: {
      multipart: z.object({
        authorsDetails: z.optional(z.string().register(z.globalRegistry, { description: 'JSON array of 1 to 4 author blocks, as at submission' })),
        title: z.optional(z.string()),
        abstract: z.optional(z.string()),
        keywords: z.optional(z.string().register(z.globalRegistry, { description: 'Comma-separated, 4 to 6 keywords' })),
        excludedReviewers: z.optional(z.string().register(z.globalRegistry, { description: 'JSON array of committee member IDs; only while no reviewer is assigned' })),
        topics: z.optional(z.string().register(z.globalRegistry, { description: "JSON array of 1 to 3 of the call for papers' topics" })),
      }),
      files: [{ name: 'file', required: false, upload: 'manuscript' }],
    },
    errors: {
      400: 'Nothing to change was sent, a field is invalid as at submission, or the file is not a readable PDF of 1 to 100 pages',
      403: "The caller is not an author, the paper is not the author's, or changes are closed (the deadline plus the grace period has passed and no extension covers the paper or the author; the message names the deadline)",
      404: 'No paper has this ID',
      409: 'The paper is decided or withdrawn, conflicts were sent after reviewers were assigned, or a concurrent change to it: try again',
    },
    example: { title: 'Hybrid Hydrological and Deep Learning Forecasts for Flood Early Warning in Small Basins' },
    answer: Answers.EditPaperAnswer,
  }),
  withdrawPaper: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.withdrawPaper,
    access: ['author'],
    tag: 'Submissions',
    summary: "Withdraws the author's paper, before it is decided, at any time",
    description:
      "The paper's submitting author, while it is submitted or under review (after the deadline too). The paper, its files and its reviews are kept and marked: it leaves every review list and the counters, its reviewers lose access at once, and it stays on the author's dashboard as Withdrawn. Queues a message to the chair and to each assigned reviewer; recorded in the audit log.",
    body: { json: z.object({ reason: z.optional(z.nullable(z.string({ error: Messages.withdrawReason }).check(z.maxLength(1000, { error: Messages.withdrawReason })))) }) },
    errors: {
      403: "The caller is not an author, or the paper is not the author's",
      404: 'No paper has this ID',
      409: 'The paper is decided (accepted, rejected or published) or already withdrawn, or a concurrent change to it: try again',
    },
    example: { reason: 'A mistake in the evaluation was found after submission.' },
    answer: Answers.MessageAnswer,
  }),
  restorePaper: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.restorePaper,
    access: ['admin'],
    tag: 'Admin',
    summary: 'Restores a withdrawn paper to the status it had, with its reviewers',
    description:
      'An admin. The paper goes back to its status before the withdrawal, and its reviewers (those whose records still exist) regain access with their reviews as they were. Recorded in the audit log in the same transaction. Sends no email.',
    errors: { 404: 'No paper has this ID', 409: 'The paper is not withdrawn, or a concurrent change to it: try again' },
    answer: Answers.MessageAnswer,
  }),
  setReviewDue: endpoint({
    method: 'PUT',
    path: ApiRoutePatterns.reviewDue,
    access: ['admin'],
    tag: 'Admin',
    summary: "Sets one reviewer's due date on one paper, or clears it so the calendar's review deadline applies",
    description:
      "An admin, for a reviewer assigned to a paper under review. A review submitted after its due date is still accepted and marked late; reminders count from it. Recorded in the audit log in the same transaction. Sends no email.",
    body: { json: ReviewDueRequestSchema },
    errors: {
      400: '`dueAt` is neither an instant with its offset nor null, or it is not in the future',
      404: 'No paper has this ID, or the reviewer is not assigned to it',
      409: 'The paper is not under review, or a concurrent change to it: try again',
    },
    example: { dueAt: '2030-07-27T23:59:00+05:30' },
    answer: Answers.MessageAnswer,
  }),
  calendarFeed: endpoint({
    method: 'GET',
    path: ApiPaths.calendarFeed,
    access: ['reviewer'],
    tag: 'Reviewers',
    summary: "Whether the reviewer has a private calendar feed of their due dates, and since when",
    description: 'A reviewer with a verified email. The link is not shown again (only its digest is stored): make a new one to see it. Changes nothing.',
    errors: { 403: 'The caller is not a reviewer, or has not verified their email' },
    answer: Answers.CalendarFeedAnswer,
  }),
  renewCalendarFeed: endpoint({
    method: 'POST',
    path: ApiPaths.calendarFeed,
    access: ['reviewer'],
    tag: 'Reviewers',
    summary: "Makes the reviewer's private calendar feed link, or a new one that replaces it",
    description:
      'A reviewer with a verified email. The link holds a 256-bit secret and is the only credential of the feed, so it is shown once; an earlier link stops working at once. Sends no email.',
    success: 201,
    errors: { 403: 'The caller is not a reviewer, or has not verified their email' },
    answer: Answers.NewCalendarFeedAnswer,
  }),
  calendarFeedFile: fileEndpoint(['text/calendar'], {
    path: ApiRoutePatterns.calendarFeedFile,
    access: 'public',
    tag: 'Reviewers',
    summary: "A reviewer's due dates as an iCalendar feed (RFC 5545), for calendar applications",
    description:
      "Anyone holding the link (calendar applications fetch it without signing in). One event per paper under review assigned to the reviewer, at its due date, with the paper's ID and title (never its authors) and a reminder a day before; a submitted review says so. Changes nothing.",
    errors: { 404: 'No feed has this link (never made, or renewed since)' },
  }),
  getReviewComments: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.getReviewComments,
    access: ['reviewer', 'admin'],
    tag: 'Reviews',
    summary: "A paper's review: the reviewer's own (and the others' once theirs is submitted, unnamed); for admins, the named reviewer's",
    description:
      "A reviewer assigned to the paper with a verified email, for their own review, with the other submitted reviews (no names, no confidential comments) once theirs is submitted, when the conference shares reviews; an admin, for the reviewer named by reviewerId (needed when the paper has several). The authors' submitted response comes with it for an admin and for a reviewer whose own review is submitted. Changes nothing.",
    query: z.object({ paperId, reviewerId: z.optional(z.string()) }),
    errors: {
      403: 'The caller is neither a reviewer nor an admin, or the reviewer is not assigned to the paper or has not verified their email',
      404: 'paperId names no paper, or reviewerId names none of its reviewers',
    },
    answer: Answers.ReviewAnswer,
  }),
  authorResponse: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.authorResponse,
    access: ['author'],
    tag: 'Discussion',
    summary: "The reviews released for the authors' response (labelled Reviewer 1..N, without names or confidential comments), the response window, the word limit, and the authors' draft and submitted response",
    description:
      "The author who submitted the paper, once the chair has released its reviews for a response (before, during and after the window). The warnings say where the response as saved names an author, their email or their organisation. Changes nothing.",
    errors: {
      403: 'The caller is not the author of the paper',
      404: 'No paper of this author has this ID',
      409: 'The reviews of the paper are not released for a response',
    },
    answer: Answers.AuthorResponseAnswer,
  }),
  saveAuthorResponse: endpoint({
    method: 'PUT',
    path: ApiRoutePatterns.authorResponse,
    access: ['author'],
    tag: 'Discussion',
    summary: "Saves the authors' response as a draft ({ text, submit: false }) or submits it ({ text, submit: true }), within the word limit; answers the words counted and where the text names an author (a warning, not a refusal)",
    description:
      `The author who submitted the paper, while the calendar's response window is open (by the server's clock) and the paper is under review with its reviews released. Words are counted as the form counts them (runs of text holding a letter or digit); the limit is the review settings' (500 unless the chair sets another). Submitting makes the text visible to the paper's reviewers and the chair and keeps it as a version (at most ${responseLimits.maxVersions}); it may be submitted again until the window closes. Each submission emails the paper's reviewers that a response arrived (paper ID and title, never an author).`,
    body: { json: ResponseRequestSchema },
    errors: {
      400: 'text is not text or is longer than allowed, submit is not a boolean, the response is over the word limit, or an empty response is submitted',
      403: 'The caller is not the author of the paper, or the response window is not open (the message says when it opens or when it closed)',
      404: 'No paper of this author has this ID',
      409: 'The reviews are not released for a response, the paper is no longer under review, the most versions were submitted, or a concurrent change: try again',
    },
    example: { text: 'We thank the reviewers. Reviewer 2 asks about the proof of Lemma 3: it is in the appendix.', submit: false },
    answer: Answers.SaveResponseAnswer,
  }),
  releaseResponse: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.releaseResponse,
    access: ['admin'],
    tag: 'Discussion',
    summary: "Opens a paper's submitted reviews to its authors for their response",
    description:
      "An admin, for a paper under review with at least one submitted review. The authors read the submitted reviews (unnamed, without confidential comments) from then on, and may respond while the calendar's response window is open. Emails the paper's author that the reviews are open for a response, with the window's dates. Recorded in the audit log. Releasing again changes nothing.",
    errors: {
      404: 'No paper has this ID',
      409: 'The paper is not under review, or none of its reviews is submitted',
    },
    answer: Answers.MessageAnswer,
  }),
  discussion: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.discussion,
    access: ['reviewer', 'admin'],
    tag: 'Discussion',
    summary: "A paper's discussion: its comments oldest first, each by \"Reviewer N\" or \"Chair\", and whether it is resolved",
    description:
      "A reviewer assigned to the paper (with a verified email) whose own review is submitted, or an admin. A reviewer removed from the paper loses it at once. Comments are Markdown text, to be rendered without HTML. Changes nothing.",
    errors: {
      403: 'The caller is not a reviewer of the paper, has not verified their email, or has not submitted their own review',
      404: 'No paper has this ID',
    },
    answer: Answers.DiscussionAnswer,
  }),
  postComment: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.discussion,
    access: ['reviewer', 'admin'],
    tag: 'Discussion',
    summary: 'Posts a comment to a paper\'s discussion ({ text, to? }: Markdown, and for the chair the one reviewer asked, by label)',
    description:
      "A reviewer of the paper whose own review is submitted, or an admin, while the paper is under review. The text is Markdown without HTML, images or links other than http, https and mailto. The answer's warnings say where the text names a member of the programme committee or their organisation (it is posted all the same). The paper's other reviewers who can read the discussion are emailed, at most once an hour per reviewer and paper: comments that come within the hour are told of by the next notice. A chair's comment is recorded in the audit log.",
    body: { json: CommentRequestSchema },
    errors: {
      400: 'The text is empty, too long, or holds HTML, an image or an unsafe link; to is not a label, names no reviewer of the paper, or names one who cannot read the discussion yet; a reviewer sent to',
      403: 'The caller is not a reviewer of the paper, has not verified their email, or has not submitted their own review',
      404: 'No paper has this ID',
      409: 'The paper is not under review: its discussion is closed',
    },
    example: { text: 'Reviewer 2, could you check the proof of **Lemma 3**?', to: 'Reviewer 2' },
    answer: Answers.PostCommentAnswer,
  }),
  checkComment: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.checkComment,
    access: ['reviewer', 'admin'],
    tag: 'Discussion',
    summary: 'Checks a comment before it is posted: where it names a member of the programme committee or their organisation',
    description:
      'Whoever may post to the discussion. The names looked for are every committee member\'s (not only this paper\'s reviewers), so the answer never tells who reviews the paper. Changes nothing.',
    body: { json: CommentCheckSchema },
    errors: { 403: 'The caller is not a reviewer of the paper, has not verified their email, or has not submitted their own review', 404: 'No paper has this ID' },
    example: { text: 'I agree with Reviewer 1 on the evaluation.' },
    answer: Answers.CheckCommentAnswer,
  }),
  discussionState: endpoint({
    method: 'PUT',
    path: ApiRoutePatterns.discussionState,
    access: ['admin'],
    tag: 'Discussion',
    summary: "Marks a paper's discussion resolved ({ resolved: true }) or open again ({ resolved: false })",
    description: 'An admin. A new comment opens a resolved discussion again. Recorded in the audit log. Sends no email.',
    body: { json: DiscussionStateRequestSchema },
    errors: { 404: 'No paper has this ID' },
    example: { resolved: true },
    answer: Answers.MessageAnswer,
  }),
  publicAccepted: endpoint({
    method: 'GET',
    path: ApiPaths.publicAccepted,
    access: 'public',
    tag: 'Public site',
    summary: 'The accepted papers, in order of paper ID, with their titles and their authors\' names, affiliations and countries; empty before the notification date',
    description:
      "Anyone: the publication page reads it. From the calendar's notification date on (the edition's until the chair sets a calendar), by the server's clock, the accepted and published papers, 250 to a page (`page`, from 1), read from the stored layout of the volume; before it, none, whatever the statuses say. Rejected and withdrawn papers never appear, and no address or phone number does. `edition` names an archived edition to read its accepted papers instead (404 for no such edition). Browsers may keep a page for a minute and the CDN for five. Changes nothing.",
    query: PublicAcceptedQuerySchema,
    errors: { 404: 'No current or archived edition has this ID' },
    answer: PublicAcceptedAnswer,
  }),
  authorProceedings: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.authorProceedings,
    access: ['author'],
    tag: 'Proceedings',
    summary: "A paper's proceedings as its authors see them: the camera-ready file and its checks, the copyright text with its version and the signature in force, the metadata (as confirmed, or as submitted until it is), the page limits and size, and until when all this is taken",
    description: 'One of the paper\'s authors (the submitting author, or an author listed by the email they signed in with), once the paper is accepted. Changes nothing.',
    errors: { 403: 'The caller is not an author of this paper', 409: 'The paper is not accepted' },
    answer: AuthorProceedingsAnswer,
  }),
  uploadCameraReady: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.cameraReady,
    access: ['author'],
    tag: 'Proceedings',
    summary: "Uploads the paper's camera-ready PDF and runs the publisher's checks (page count, page size, fonts embedded, Type 3 fonts, no security, JavaScript, attachments or forms, the final title and authors on the first page); answers each check with its result and pages",
    description:
      "One of the paper's authors, once it is accepted, until the calendar's camera-ready deadline or the paper's extension, by the server's clock. The file is read within the same bounds as a submission. A failed check refuses the file (422, with every check); a warning does not. The camera-ready file is not anonymised: it is printed as it is. The submission and the reviewers' copy stay as they were. Replaces an earlier camera-ready file. Sends no email.",
    body: { multipart: z.object({}), files: [{ name: 'file', required: true, upload: 'manuscript' }] },
    errors: {
      400: 'No file, not a PDF, unreadable, or beyond the reading bounds',
      403: 'The caller is not an author of this paper, or the camera-ready deadline has passed (the message names it)',
      409: 'The paper is not accepted (withdrawn, rejected or not decided)',
      422: "The file fails one of the publisher's checks: the answer's `checks` lists each with its pages",
    },
    example: {},
    answer: CameraReadyAnswer,
  }),
  signCopyright: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.copyright,
    access: ['author'],
    tag: 'Proceedings',
    summary: "Signs the copyright form for all the paper's authors: the full name typed as the signature and the signer's role; keeps a signed PDF of the form with the date, time and the text's version",
    description: "One of the paper's authors, once it is accepted, until the camera-ready deadline or the paper's extension. A new signature replaces the earlier one (needed when the chair changes the text). Sends no email.",
    body: { json: CopyrightRequestSchema },
    errors: { 403: 'The caller is not an author of this paper, or the deadline has passed', 409: 'The paper is not accepted' },
    example: { signature: 'Asha Raman', role: 'Corresponding author' },
    answer: Answers.MessageAnswer,
  }),
  saveFinalMetadata: endpoint({
    method: 'PUT',
    path: ApiRoutePatterns.finalMetadata,
    access: ['author'],
    tag: 'Proceedings',
    summary: 'Confirms the final title, abstract, keywords and the ordered author list (printed name, affiliation, country, email, optional ORCID iD checked by its check digit)',
    description: "One of the paper's authors, once it is accepted, until the camera-ready deadline or the paper's extension. The proceedings print this metadata and every export is made from it; the camera-ready file's first page is checked against it at the next upload. Sends no email.",
    body: { json: FinalMetadataSchema },
    errors: { 400: 'A field is missing or invalid, such as an ORCID iD that fails its check digit', 403: 'The caller is not an author of this paper, or the deadline has passed', 409: 'The paper is not accepted' },
    example: {
      title: 'Federated Learning on the Edge',
      abstract: 'We study ...',
      keywords: 'federated learning, edge computing',
      authors: [{ name: 'Asha Raman', affiliation: 'Western Ghats University', country: 'India', email: 'asha@example.org', orcid: '0000-0002-1825-0097' }],
    },
    answer: Answers.MessageAnswer,
  }),
  cameraReadyFile: acceptedPaperPdf(ApiRoutePatterns.cameraReadyFile, "The paper's camera-ready PDF as uploaded", 'no camera-ready file yet'),
  copyrightFile: acceptedPaperPdf(ApiRoutePatterns.copyrightFile, 'The signed copyright form as a PDF', 'the form is not signed'),
  volumePdf: fileEndpoint(['application/pdf'], {
    path: ApiPaths.volumePdf,
    access: ['author', 'reviewer', 'admin'],
    tag: 'Proceedings',
    summary: 'The proceedings volume: cover, organising committee, preface, table of contents with pages and authors, every camera-ready paper with running page numbers, and an index of authors',
    description:
      'Admins and registered participants: an account with a verified conference registration, or an author of an accepted paper. Assembled as it is sent, one paper after another; the same inputs give the same bytes. Changes nothing.',
    errors: { 403: 'The caller is not a registered participant', 409: 'No paper has a camera-ready file yet' },
  }),
  adminProceedings: endpoint({
    method: 'GET',
    path: ApiPaths.adminProceedings,
    access: ['admin'],
    tag: 'Proceedings',
    summary: "The chair's Proceedings screen: one row per accepted paper in the volume's order (camera-ready state, pages and page numbers, copyright, metadata, registration, what is missing), paged, filtered by what is missing, with the affiliations written several ways",
    description: 'An admin. Changes nothing.',
    query: ProceedingsQuerySchema,
    answer: AdminProceedingsAnswer,
  }),
  proceedingsSettings: endpoint({
    method: 'GET',
    path: ApiPaths.proceedingsSettings,
    access: ['admin'],
    tag: 'Proceedings',
    summary: "The proceedings settings: page limits and size for the publisher's checks, the copyright text (and its version), the ISBN, the DOI prefix, the publisher, the preface and the volume's order",
    description: 'An admin. The defaults until the chair saves them. Changes nothing.',
    answer: ProceedingsSettingsAnswer,
  }),
  saveProceedingsSettings: endpoint({
    method: 'PUT',
    path: ApiPaths.proceedingsSettings,
    access: ['admin'],
    tag: 'Proceedings',
    summary: "Sets the proceedings settings, saved whole but for the volume's order (set apart): page limits and size, copyright text, ISBN, DOI prefix, publisher and preface",
    description: 'An admin. A changed copyright text is a new version: signatures of earlier versions no longer count. Recorded in the audit log. Sends no email.',
    body: { json: ProceedingsSettingsSchema },
    errors: { 400: 'A field is invalid: page limits out of order, an ISBN that fails its check digit, a DOI prefix that is not 10.NNNN' },
    example: { ...settingsExample, isbn: '978-3-16-148410-0', doiPrefix: '10.5555' },
    answer: Answers.MessageAnswer,
  }),
  saveVolumeOrder: endpoint({
    method: 'PUT',
    path: ApiPaths.volumeOrder,
    access: ['admin'],
    tag: 'Proceedings',
    summary: "Sets the order of the papers in the volume: by paper ID, by the programme's sessions, or the chair's own order (papers it does not list follow by ID)",
    description: 'An admin. The page numbers of the screen, the volume and the exports follow at once. Recorded in the audit log. Sends no email.',
    body: { json: VolumeOrderSchema },
    errors: { 400: 'An order that is none of the three, or a custom order naming a paper twice or something that is not a paper ID' },
    example: { order: 'custom', customOrder: ['ICCS25-0003', 'ICCS25-0001'] },
    answer: Answers.MessageAnswer,
  }),
  proceedingsReminders: endpoint({
    method: 'POST',
    path: ApiPaths.proceedingsReminders,
    access: ['admin'],
    tag: 'Proceedings',
    summary: 'Reminds the authors of papers that miss something for the proceedings: with preview true, who would get which reminder; with false, queues the emails',
    description: 'An admin. Papers that miss nothing are left out. Each reminder names what the paper misses and the camera-ready deadline, goes to the paper\'s authors through the outbox, and is recorded in the audit log.',
    body: { json: ProceedingsReminderRequestSchema },
    example: { preview: true },
    answer: ProceedingsReminderAnswer,
  }),
  proceedingsCsv: adminFile(['text/csv'], {
    path: ApiPaths.proceedingsCsv,
    tag: 'Proceedings',
    summary: 'The papers of the volume as CSV: ID, title, authors in order with affiliations and ORCID iDs, pages, keywords, DOI',
  }),
  proceedingsBib: adminFile(['application/x-bibtex'], {
    path: ApiPaths.proceedingsBib,
    tag: 'Proceedings',
    summary: 'The papers of the volume as BibTeX: one @inproceedings per paper with its pages',
  }),
  proceedingsCrossref: adminFile(['application/xml'], {
    path: ApiPaths.proceedingsCrossref,
    tag: 'Proceedings',
    summary: "A Crossref deposit (doi_batch) of the conference, its proceedings and one conference_paper per paper, with DOIs from the chair's prefix",
    errors: { 409: 'No DOI prefix is set' },
  }),
  proceedingsCeur: adminFile(['text/html'], {
    path: ApiPaths.proceedingsCeur,
    tag: 'Proceedings',
    summary: 'A CEUR-WS style index.html: the table of contents linking each paper\'s PDF',
  }),
  proceedingsZip: adminFile(['application/zip'], {
    path: ApiPaths.proceedingsZip,
    tag: 'Proceedings',
    summary: "A ZIP of every camera-ready PDF named by paper ID, the signed copyright forms, and the volume's index.html",
    description: 'An admin. Written as it is sent. Changes nothing.',
  }),
  publicFees: endpoint({
    method: 'GET',
    path: ApiPaths.publicFees,
    access: 'public',
    tag: 'Participants',
    summary: 'The registration fees by category and attendance (early and late, INR and optionally USD), the GST rate, and until when the early fees apply',
    description: 'Anyone: the registration process page reads it. Null fees until the chair publishes the table. Changes nothing.',
    answer: PublicFeesAnswer,
  }),
  adminFees: endpoint({
    method: 'GET',
    path: ApiPaths.adminFees,
    access: ['admin'],
    tag: 'Participants',
    summary: 'The fee table with its tax settings, meeting link and signatory (the defaults, saved: false, until the chair saves one)',
    description: 'An admin, for the Settings screen. Changes nothing.',
    answer: AdminFeesAnswer,
  }),
  saveFees: endpoint({
    method: 'PUT',
    path: ApiPaths.adminFees,
    access: ['admin'],
    tag: 'Participants',
    summary: 'Sets the fee table: categories with early and late amounts in paise for in-person and online attendance, an optional USD column in cents, the GSTIN (checked by its check character), the SAC code, the GST rate, the meeting link and the signatory',
    description: 'An admin. Takes effect at once for new registrations; a registration keeps the amount it was given. Recorded in the audit log. Sends no email.',
    body: { json: FeeTableSchema },
    errors: { 400: 'A field is invalid: an amount that is not a whole number of paise, a repeated category, a GSTIN that fails its check, a SAC code that is not six digits, a rate outside 0 to 28, a meeting link that is not https' },
    example: { ...defaultFeeTable, gstin: '33AAACW4270N1Z4' },
    answer: Answers.MessageAnswer,
  }),
  participantRegistration: endpoint({
    method: 'POST',
    path: ApiPaths.participantRegistration,
    access: ['author'],
    tag: 'Participants',
    summary: "Registers the signed-in participant (or changes their registration): category, attendance, the accepted papers they present, billing details with an optional GSTIN, hostel nights; answers the amount due",
    description:
      "A signed-in author account (every participant has one), until the calendar's registration deadline by the server's clock. The amount is computed from the fee table: the category's fee for the attendance, early until the early registration deadline (judged on the day of the first registration), in USD for an address abroad when the table has that column, with CGST and SGST of the venue's state when the university charges GST. An amount sent by the client is ignored. Hostel rooms are paid on arrival and not in the amount. Sends no email.",
    body: { json: ParticipantRegistrationSchema },
    errors: {
      400: 'A field is invalid: an unknown category, an attendance that is not in-person or online, a GSTIN that fails its check or is of another state, an Indian state not in the list, more than 10 papers',
      403: 'Registration has closed (the message names the deadline), or a paper named is another author\'s',
      404: 'A paper named does not exist',
      409: 'The fee table is not published yet, a paper named is not accepted, a payment of the registration awaits verification, or the registration is confirmed',
    },
    example: { category: 'faculty', attendance: 'online', paperIds: ['ICCS25-0042'], billing: { name: 'Asha Rao', address: 'CUSAT, Kochi 682022', state: 'Kerala', country: 'India', gstin: '32AAAAA0000A1ZB' }, hostelNights: 0 },
    answer: ParticipantRegistrationAnswer,
  }),
  participantMe: endpoint({
    method: 'GET',
    path: ApiPaths.participantMe,
    access: ['author'],
    tag: 'Participants',
    summary: "The signed-in participant's registration and amount due (null before they register), their payments with their states and document numbers, and the meeting link once a payment is verified",
    description: 'The signed-in author account, for its dashboard. Changes nothing.',
    answer: ParticipantMeAnswer,
  }),
  recordPayment: endpoint({
    method: 'POST',
    path: ApiPaths.participantPayments,
    access: ['author'],
    tag: 'Payments',
    summary: 'Records a payment of the registration: the amount paid (smallest unit), the date, the UTR or transaction reference, and the receipt (an image or a PDF); answers its ID and state (recorded)',
    description:
      "A registered participant, until the calendar's registration deadline by the server's clock, while no other payment of theirs is recorded or verified (after a rejection they may record again). A reference is recorded once across the conference (compared without spaces, hyphens or case). The amount due stays the one the server computed at registration; the declared amount is shown to the treasurer beside it. Sends no email: the confirmation follows the verification.",
    body: { multipart: ParticipantPaymentRequest, files: [{ name: 'receipt', required: true, upload: 'receipt' }] },
    errors: {
      400: 'A field is missing or invalid, no receipt, or the receipt is not a PDF or an image',
      403: 'Registration has closed (the message names the deadline)',
      409: 'The caller has not registered, already has a payment recorded or verified, or the reference is recorded already',
    },
    example: { amount: '413000', date: '2025-08-14', reference: '424512345678' },
    answer: PaymentRecordedAnswer,
  }),
  paymentInvoice: fileEndpoint(['application/pdf'], {
    path: ApiRoutePatterns.paymentInvoice,
    access: ['author', 'admin'],
    tag: 'Payments',
    summary: "A payment's document as a PDF: the tax invoice (or receipt, without GST) once verified, a payment request without a number before, with any credit notes",
    description: 'The payer, or an admin. The same bytes for the same payment and state. Changes nothing.',
    errors: { 403: "The payment is another participant's", 404: 'No payment has this ID' },
  }),
  paymentReceipt: fileEndpoint(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'], {
    path: ApiRoutePatterns.paymentReceipt,
    access: ['author', 'admin'],
    tag: 'Payments',
    summary: 'The receipt the payer uploaded (the image or PDF), for the treasurer\'s preview',
    description: "The payer, or an admin. Changes nothing. Once the retention schedule's period for receipts' images has passed since the payment was verified or rejected, the image is erased (the payment's `receiptErasedAt`) and this answers 410.",
    errors: { 403: "The payment is another participant's", 404: 'No payment has this ID, or its file is not stored', 410: "The receipt's image was erased under the retention schedule; the message says when" },
  }),
  adminPayments: endpoint({
    method: 'GET',
    path: ApiPaths.adminPayments,
    access: ['admin'],
    tag: 'Payments',
    summary: 'One page of payments, newest first (25 a page; page: the previous page\'s next), filtered by state and searched (q) by name, email, paper ID or reference; with how many match',
    description: 'An admin (the treasurer). Changes nothing.',
    query: PaymentListQuerySchema,
    errors: { 400: 'A query value is invalid, or `page` names no payment' },
    answer: AdminPaymentsAnswer,
  }),
  verifyPayments: endpoint({
    method: 'POST',
    path: ApiPaths.verifyPayments,
    access: ['admin'],
    tag: 'Payments',
    summary: `"Verify selected": verifies the recorded ones of up to ${maxPaymentsVerifiedTogether} payments in one transaction, numbered consecutively in the order listed; answers each payment's number or why it was not verified`,
    description:
      "An admin. The financial year's counter is taken once for all of them, so a batch neither contends with itself nor leaves a gap. A payment that does not exist or is decided already is left alone, with its reason in `results`; the others are verified as by `verifyPayment`, each with its audit entry and confirmation.",
    body: { json: VerifyPaymentsRequestSchema },
    errors: {
      400: `paymentIds is not a list of 1 to ${maxPaymentsVerifiedTogether} payment IDs`,
      409: 'Other verifications kept taking the numbers at the same moment for longer than the request may wait; nothing was verified: try again',
    },
    example: { paymentIds: ['Jq3mXc0aB1dE2fG3hI4j', 'Kr4nYd1bC2eF3gH4iJ5k'] },
    answer: VerifyPaymentsAnswer,
  }),
  verifyPayment: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.verifyPayment,
    access: ['admin'],
    tag: 'Payments',
    summary: 'Verifies a recorded payment: issues its receipt or tax invoice with the next number of the financial year (ICCS/25-26/0001), and answers that number',
    description:
      "An admin. The number, the payment's state and the audit entry are written in one transaction, so concurrent verifications get distinct consecutive numbers and a failure leaves no gap. Queues the confirmation to the payer with the document attached and, for online attendance, the meeting link.",
    errors: { 404: 'No payment has this ID', 409: 'The payment is verified or rejected already, or other verifications kept taking the numbers for longer than the request may wait (nothing was verified: try again)' },
    answer: VerifyPaymentAnswer,
  }),
  rejectPayment: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.rejectPayment,
    access: ['admin'],
    tag: 'Payments',
    summary: 'Rejects a recorded payment with a reason the payer reads; they may record a payment again',
    description: 'An admin. Frees the reference, writes the audit entry, and queues the reason to the payer. A verified payment is corrected by a credit note instead.',
    body: { json: RejectPaymentRequestSchema },
    errors: { 404: 'No payment has this ID', 409: 'The payment is verified or rejected already' },
    example: { reason: 'No transfer with this UTR reached the account on that date.' },
    answer: Answers.MessageAnswer,
  }),
  creditNote: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.creditNote,
    access: ['admin'],
    tag: 'Payments',
    summary: "Issues a credit note against a verified payment's document (a correction or refund): numbered in its own gapless series, referring to the original, which is never edited",
    description: "An admin. The amount credited, with the earlier credit notes, is at most the document's total. Recorded in the audit log; the payer's PDF lists it. Sends no email.",
    body: { json: CreditNoteRequestSchema },
    errors: { 400: "The amount exceeds what is left of the document's total, or the reason is missing", 404: 'No payment has this ID', 409: 'The payment is not verified' },
    example: { amount: 59000, reason: 'Registered as faculty; a student fee was due.' },
    answer: CreditNoteAnswer,
  }),
  paymentsCsv: adminFile(['text/csv'], {
    path: ApiPaths.paymentsCsv,
    tag: 'Payments',
    summary: 'Every payment as payments.csv for the accounts office, in order of recording: the payer, the reference, the amounts due and declared, the document number and date',
    description: 'An admin. Cells that a spreadsheet would run as a formula are quoted as text. Changes nothing.',
  }),
  publicProgramme: endpoint({
    method: 'GET',
    path: ApiPaths.publicProgramme,
    access: 'public',
    tag: 'Programme',
    summary: "The programme in time order: each session's kind, title, room or online, start and end, chair, and its papers with their authors",
    description: "Anyone: the public programme page reads it. Empty until the chair sets one. `edition` names an archived edition to read its programme instead of the current one's (404 for no such edition). Changes nothing.",
    query: EditionQuerySchema,
    errors: { 404: 'No current or archived edition has this ID' },
    answer: PublicProgrammeAnswer,
  }),
  programmeIcs: fileEndpoint(['text/calendar'], {
    path: ApiPaths.programmeIcs,
    access: 'public',
    tag: 'Programme',
    summary: 'The whole programme as an iCalendar file (RFC 5545): one event per session with its time zone, a UID that stays the same, and a sequence that grows with each change',
    description: 'Anyone, for calendar applications. Changes nothing.',
  }),
  sessionIcs: fileEndpoint(['text/calendar'], {
    path: ApiRoutePatterns.sessionIcs,
    access: 'public',
    tag: 'Programme',
    summary: "One session as an iCalendar file, with the same UID as in the whole programme's file",
    description: 'Anyone. Changes nothing.',
    errors: { 404: 'No session has this ID' },
  }),
  saveProgramme: endpoint({
    method: 'PUT',
    path: ApiPaths.adminProgramme,
    access: ['admin'],
    tag: 'Programme',
    summary: 'Sets the whole programme: sessions (paper sessions, keynotes, breaks) with room or online, start and end, chair, and the accepted papers in order',
    description:
      "An admin. A paper is in at most one session and must be accepted or published; two sessions in one room may not overlap. A session whose time or room changed gets a higher sequence, and its presenting authors are emailed the new time. Recorded in the audit log.",
    body: { json: ProgrammeRequestSchema },
    errors: { 400: 'A field is invalid, a paper is in two sessions, or two sessions overlap in a room', 404: 'A paper named does not exist', 409: 'A paper named is not accepted' },
    example: {
      sessions: [
        { id: 'opening', kind: 'keynote', title: 'Opening keynote', room: 'Main hall', online: true, start: '2025-09-18T09:30:00+05:30', end: '2025-09-18T10:30:00+05:30', chair: 'Prof. R. Venkatesan', paperIds: [] },
        { id: 's1', kind: 'session', title: 'Machine learning I', room: 'Seminar hall 1', online: false, start: '2025-09-18T11:00:00+05:30', end: '2025-09-18T12:30:00+05:30', chair: 'Dr. A. Ramesh', paperIds: ['ICCS25-0042'] },
      ],
    },
    answer: Answers.MessageAnswer,
  }),
  markAttendance: endpoint({
    method: 'POST',
    path: ApiPaths.attendance,
    access: ['admin'],
    tag: 'Certificates',
    summary: `Marks participants as attended (attended: true) or not (false), from a list of up to ${maxCertificateEmails} emails or for one person; answers per email what happened`,
    description:
      "An admin, for the current edition. Only a confirmed registration (a verified payment) is marked; the others are answered as not registered or not confirmed, and left alone. Stored on the participant's registration with the time; attendees' certificates need it. Recorded in the audit log. Sends no email.",
    body: { json: AttendanceRequestSchema },
    errors: { 400: `emails is not a list of 1 to ${maxCertificateEmails} email addresses, or attended is not true or false` },
    example: { emails: ['asha.rao@example.org'], attended: true },
    answer: AttendanceAnswer,
  }),
  sendMailing: endpoint({
    method: 'POST',
    path: ApiPaths.adminMail,
    access: ['admin'],
    tag: 'Admin',
    summary: 'A message to a group with merge fields: a preview ({ to, subject, body, preview: true }) answers how many, the first messages rendered for real recipients and everyone skipped with why; { previewId, apply: true } queues exactly those',
    description: `An admin, for the current edition. to.group is authors (filter: paperStatus, registration, cameraReady, copyright), reviewers (assignment, review, bids, topic), participants (category, attendance, registration, attended) or papers (filter.paperIds: their authors); each recipient once, or once per paper with perPaper (always for listed papers). The merge fields ({{name}}, {{paper.title}}, {{reviews}}, {{registration.amountDue}}, {{link.dashboard}}, the conference's facts and dates) are checked first: an unknown field, a field the group may not receive (a paper's authors to reviewers, the reviews to anyone but its authors) or a paper's field in a message per person is a 400 naming it under subject or body. A recipient who lacks a field (no registration, reviews not sent) is skipped with why, never sent a gap. The preview is stored for ${Bidding.proposalLifetimeMinutes} minutes for its maker; sending it (once) queues each message through the outbox marked with the mailing (the Email screen filters by it) and records one audit entry.`,
    body: { json: MailingRequestSchema },
    errors: {
      400: 'Neither a preview nor a send, an unknown group or filter value, or a merge field that is unknown, not for this group, or about a paper in a message per person',
      403: 'The preview was made by another admin',
      404: 'No preview has this previewId (or it expired and was removed)',
      409: 'The preview expired or was sent already',
    },
    example: { to: { group: 'authors', filter: { paperStatus: 'Accepted', registration: 'notConfirmed' } }, subject: 'Register for {{conference.acronym}}', body: 'Dear {{name}},\n\nPlease register by {{dates.registration}}: {{link.dashboard}}', preview: true },
    answer: MailingAnswer,
  }),
  mailTemplates: endpoint({
    method: 'GET',
    path: ApiPaths.mailTemplates,
    access: ['admin'],
    tag: 'Admin',
    summary: "The chair's saved templates by name, and the conference's own messages (the decisions, the review reminder, the committee invitation) with the words sent now, their defaults and their fields",
    description: 'An admin. Templates are kept across editions. A message the chair edited (edited: true) is sent in their words from then on; its default is kept.',
    answer: TemplatesAnswer,
  }),
  createMailTemplate: endpoint({
    method: 'POST',
    path: ApiPaths.mailTemplates,
    access: ['admin'],
    tag: 'Admin',
    summary: 'Saves a template for writing to a group: a name, the group, whether it goes once per paper, a subject and a body',
    description: `An admin. The merge fields are checked against the group as a mailing checks them (a 400 names each problem under subject or body). A name is used once, in any case; at most 200 templates. Recorded in the audit log in the same transaction.`,
    body: { json: SavedTemplateRequestSchema },
    errors: { 400: 'A name that is empty or longer than 100 characters, an unknown group, or a merge field that is unknown or not for this group', 409: 'Another template has this name, or 200 templates are kept already' },
    example: { name: 'Registration reminder', group: 'authors', perPaper: false, subject: 'Register for {{conference.acronym}}', body: 'Dear {{name}},\n\nPlease register by {{dates.registration}}: {{link.dashboard}}' },
    answer: SavedTemplateSchema,
    success: 201,
  }),
  saveMailTemplate: endpoint({
    method: 'PUT',
    path: ApiRoutePatterns.mailTemplate,
    access: ['admin'],
    tag: 'Admin',
    summary: 'Replaces a saved template: its name, group and words',
    description: 'An admin. Checked as a new template is. Recorded in the audit log in the same transaction.',
    body: { json: SavedTemplateRequestSchema },
    errors: { 400: 'As for a new template', 404: 'No saved template has this ID', 409: 'Another template has this name' },
    example: { name: 'Registration reminder', group: 'authors', perPaper: false, subject: 'Register for {{conference.acronym}}', body: 'Dear {{name}},\n\nPlease register by {{dates.registration}}.' },
    answer: SavedTemplateSchema,
  }),
  deleteMailTemplate: endpoint({
    method: 'DELETE',
    path: ApiRoutePatterns.mailTemplate,
    access: ['admin'],
    tag: 'Admin',
    summary: 'Deletes a saved template',
    description: 'An admin. Mailings sent with it keep their messages. Recorded in the audit log in the same transaction.',
    errors: { 404: 'No saved template has this ID' },
    answer: Answers.MessageAnswer,
  }),
  saveMessageTemplate: endpoint({
    method: 'PUT',
    path: ApiRoutePatterns.messageTemplate,
    access: ['admin'],
    tag: 'Admin',
    summary: `The chair's words for one of the conference's messages (${messageTemplateKeys.join(', ')}), sent in place of its default from then on`,
    description: "An admin. Only the message's own fields are allowed (GET /api/admin/mail-templates lists them): the decisions carry the paper, its decision and where the reviewers' comments are; the reminder the missing reviews and the deadline; the invitation the chair's message, the load, the date to answer by and the link. Anything else, an unknown field or a line break in the subject is a 400 naming it under subject or body. Kept across editions; recorded in the audit log in the same transaction.",
    body: { json: MessageTemplateRequestSchema },
    errors: { 400: 'A merge field that is unknown or not in this message, an empty part, or a subject of several lines', 404: 'No message has this key' },
    example: { subject: 'decision on paper {{paper.id}}: accepted', body: 'Dear {{name}},\n\nCongratulations: {{paper.title}} is accepted.\n\n{{decision.comments}}\n\n{{link.dashboard}}' },
    answer: Answers.MessageAnswer,
  }),
  restoreMessageTemplate: endpoint({
    method: 'DELETE',
    path: ApiRoutePatterns.messageTemplate,
    access: ['admin'],
    tag: 'Admin',
    summary: "Restores one of the conference's messages to its default",
    description: "An admin. Drops the chair's words for the message; its default is sent from then on. Recorded in the audit log in the same transaction.",
    errors: { 404: 'No message has this key', 409: 'The message is its default already' },
    answer: Answers.MessageAnswer,
  }),
  issueCertificates: endpoint({
    method: 'POST',
    path: ApiPaths.adminCertificates,
    access: ['admin'],
    tag: 'Certificates',
    summary: 'Certificates in bulk: a preview ({ kind, filter?, preview: true }), stored and answered with its previewId, then { previewId, apply: true } issues exactly what it said',
    description: `An admin, for the current edition. The preview judges everyone of the kind (or those filter.emails names) from the edition's data: reviewers with a submitted review, confirmed participants presenting a paper placed in the programme (one certificate per paper), confirmed participants marked as attended. Each row says the text the certificate will carry, or why the person is skipped (not eligible, or 'already has certificate ...': one live certificate per edition, kind, person and paper; a revoked one does not count). Stored for ${Bidding.proposalLifetimeMinutes} minutes for the admin who made it; changes nothing and sends no email. Applying it (that admin, once) judges each row again and issues it only if it still says the same: the certificate and its message (the code, the verification address and the PDF's) are written in one transaction. Answers per row done with the code, skipped with why, or failed; one audit entry records the whole.`,
    body: { json: CertificatesRequestSchema },
    errors: {
      400: 'Neither a preview ({ kind, filter?, preview: true }) nor an apply ({ previewId, apply: true }), an unknown kind, or filter.emails is not a list of email addresses',
      403: 'The preview was made by another admin',
      404: 'No preview has this previewId (or it expired and was removed)',
      409: 'The preview expired or was applied already',
    },
    example: { kind: 'reviewer', filter: { emails: ['asha.rao@example.org'] }, preview: true },
    answer: CertificatesAnswer,
  }),
  issuedCertificates: endpoint({
    method: 'GET',
    path: ApiPaths.adminCertificates,
    access: ['admin'],
    tag: 'Certificates',
    summary: `The current edition's certificates, newest first, one page at a time: pageSize (at most ${certificatePageSizes.max}), page (the previous page's next), kind, email`,
    description: "An admin. Each certificate as anyone verifies it (revoked ones too, with when and why), with the holder's email. Changes nothing.",
    query: CertificateListQuerySchema,
    errors: { 400: 'A query value is invalid, or `page` names no certificate' },
    answer: CertificateListAnswer,
  }),
  revokeCertificate: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.revokeCertificate,
    access: ['admin'],
    tag: 'Certificates',
    summary: 'Revokes a certificate with a reason: its verification then says so (when and why), and its PDF is no longer served',
    description: 'An admin, for a certificate of any edition. Records who and when on the certificate, and the revocation in the audit log, in one transaction. Never deletes it. Sends no email.',
    body: { json: RevokeCertificateRequestSchema },
    errors: { 400: 'The code is not a certificate code, or the reason is missing or longer than 500 characters', 404: 'No certificate has this code', 409: 'The certificate was revoked already' },
    example: { reason: 'Issued to the wrong person.' },
    answer: Answers.MessageAnswer,
  }),
  certificate: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.certificate,
    access: 'public',
    tag: 'Certificates',
    summary: 'Verifies a certificate by its code (lower case accepted): who, what it certifies, which edition, when it was issued, and whether it was revoked (when and why)',
    description: "Anyone, without signing in: the address printed on every certificate. Never answers the holder's email. Changes nothing.",
    errors: { 400: 'The code is not a certificate code (16 letters and digits in four groups)', 404: 'No certificate has this code' },
    answer: PublicCertificateSchema,
  }),
  certificatePdf: fileEndpoint(pdf, {
    path: ApiRoutePatterns.certificatePdf,
    access: 'public',
    tag: 'Certificates',
    summary: "A certificate as a PDF: the edition's conference, dates, the holder, what it certifies, and its code with the verification address",
    description: 'Anyone holding the code (it is unguessable, and the verification answers the same). The same bytes every time. Changes nothing.',
    errors: { 400: 'The code is not a certificate code', 404: 'No certificate has this code', 410: 'The certificate was revoked: the message says when and why' },
  }),
  myCertificates: endpoint({
    method: 'GET',
    path: ApiPaths.myCertificates,
    access: everyRole,
    tag: 'Certificates',
    summary: "The signed-in person's certificates of every edition, newest first, with their verification and PDF addresses",
    description: 'Any signed-in author, reviewer or admin, about themselves: the certificates issued to their account, and to their email once it is verified. Changes nothing.',
    answer: MyCertificatesAnswer,
  }),
  sendInvitations: endpoint({
    method: 'POST',
    path: ApiPaths.adminInvitations,
    access: ['admin'],
    tag: 'Committee',
    summary: "Committee invitations in bulk: a preview ({ people | from: 'previousEdition', message, maxLoad, expiresInDays, preview: true }), stored and answered with its previewId, then { previewId, apply: true } sends exactly what it said",
    description: `An admin, for the current edition. The preview answers each person: to invite, or skipped with why (an invalid address, a duplicate in the list, already a reviewer of this edition with the record's ID, already invited and waiting or accepted with the invitation's ID). from: 'previousEdition' takes the reviewers of the edition archived last. Stored for ${Bidding.proposalLifetimeMinutes} minutes for the admin who made it; changes nothing and sends no email. Applying it (that admin, once) judges each row again and, per person, writes the invitation, its link's digest and its message (kind invitation: the chair's message, the maximum load, the expiry and the link to /invitations/<token>) in one transaction. One audit entry records the whole.`,
    body: { json: InvitationsRequestSchema },
    errors: {
      400: 'Neither a preview nor an apply, a field out of range (message, maxLoad, expiresInDays, people), or no archived edition to take reviewers from',
      403: 'The preview was made by another admin',
      404: 'No preview has this previewId (or it expired and was removed)',
      409: 'The preview expired or was applied already',
    },
    example: { people: [{ name: 'Asha Rao', email: 'asha.rao@example.org', affiliation: 'CUSAT', topics: ['Machine learning'], load: 4 }], message: 'We would be glad to have you on the programme committee.', maxLoad: 6, expiresInDays: 14, preview: true },
    answer: InvitationsAnswer,
  }),
  invitations: endpoint({
    method: 'GET',
    path: ApiPaths.adminInvitations,
    access: ['admin'],
    tag: 'Committee',
    summary: 'One page of committee invitations, soonest expiry first: state (invited, opened, accepted, declined, expired, bounced), q (a name, a word of one, an affiliation or an address), cursor (the last invitation ID of the previous page), pageSize (at most 100)',
    description: "An admin. Each invitation with its state (expired: not answered by its expiry), its answer (the load, topics and address accepted under; or the reason and suggested colleagues of a decline), how many match, and the colleagues the page's declined invitees suggested, each marked when invited already. Changes nothing.",
    query: InvitationListQuerySchema,
    errors: { 400: 'A query parameter is invalid, or `cursor` names no invitation' },
    answer: InvitationListAnswer,
  }),
  remindInvitations: endpoint({
    method: 'POST',
    path: ApiPaths.remindInvitations,
    access: ['admin'],
    tag: 'Committee',
    summary: 'Reminders to the invitees who have not answered: a preview ({ preview: true }), then { previewId, apply: true } sends each a reminder with a new link',
    description: `An admin, for the current edition. The preview lists the invitations invited or opened, not answered and not expired. Applying it (that admin, once, within ${Bidding.proposalLifetimeMinutes} minutes) gives each a new link (the earlier ones stay valid until they expire) whose expiry extends the invitation's, and queues its message (kind invitation). One audit entry records the whole.`,
    body: { json: RemindInvitationsRequestSchema },
    errors: {
      400: 'Neither a preview nor an apply',
      403: 'The preview was made by another admin',
      404: 'No preview has this previewId (or it expired and was removed)',
      409: 'The preview expired or was applied already',
    },
    example: { preview: true },
    answer: InvitationsAnswer,
  }),
  committeeCapacity: endpoint({
    method: 'GET',
    path: ApiPaths.committeeCapacity,
    access: ['admin'],
    tag: 'Committee',
    summary: "Whether the committee's accepted loads cover the reviews the papers open for review need, overall and per topic, with each shortfall as a sentence",
    description:
      "An admin. Needed: the papers submitted or under review times the reviewers per paper (Settings); per topic, the papers listing the topic (a paper counts under each of its topics). Offered: the loads the members accepted; per topic, each member's load split evenly over their topics. Members without a load are counted apart. Reads the counters, one count per topic and the committee's records, never every paper. Changes nothing.",
    answer: CapacityAnswer,
  }),
  setReviewerLoad: endpoint({
    method: 'PUT',
    path: ApiRoutePatterns.reviewerLoad,
    access: ['admin'],
    tag: 'Committee',
    summary: "Sets a reviewer's load: the most papers the automatic assignment gives them",
    description: 'An admin, whatever the papers already assigned. Recorded in the audit log. Sends no email.',
    body: { json: CommitteeLoadRequestSchema },
    errors: { 400: 'load is not a whole number from 1 to 50', 404: 'No reviewer record has this ID' },
    example: { load: 5 },
    answer: Answers.MessageAnswer,
  }),
  invitation: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.invitation,
    access: 'public',
    tag: 'Committee',
    summary: "A committee invitation as its link opens it: the conference, the chair's message, the maximum load, the call's topics and its state",
    description:
      'Anyone holding the link, without signing in (the link is the secret; only its digest is stored). Marks the invitation opened the first time. Links that name nothing are counted per client address: after 100 within 15 minutes, 429 (locked as a password is).',
    errors: {
      404: 'No invitation has this link (mistyped, or never made)',
      409: 'The invitation was answered already: the message says how and when',
      410: 'The invitation (or this link) expired',
      429: 'Too many links that name nothing from this address: try again after Retry-After seconds',
    },
    answer: PublicInvitationAnswer,
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.acceptInvitation,
    access: 'public',
    tag: 'Committee',
    summary: 'Accepts a committee invitation with a load (1 to the maximum offered), topics from the call, and whether late requests are welcome; email and code accept under another address proved by a code',
    description:
      "Anyone holding the link. In one transaction: the invitation answered, and the reviewer record of the address made (without a profile file) or linked, with the load, topics, late requests and the invitation; both addresses are kept on the invitation. When the address has no account, a reviewer account is made and Firebase Authentication emails the link that sets its password. Recorded in the audit log. A second answer is refused.",
    body: { json: AcceptInvitationRequestSchema },
    errors: {
      400: 'A field is invalid, the load is above the maximum offered, a topic is not one of the call\'s, or another address came without a code',
      403: 'The code is not the one sent to the address, expired, or tried too often',
      404: 'No invitation has this link',
      409: 'The invitation was answered already, or a concurrent answer: try again',
      410: 'The invitation (or this link) expired',
      429: 'Too many links that name nothing from this address: try again after Retry-After seconds',
    },
    example: { load: 4, topics: ['Machine learning'], lateRequests: true },
    answer: AcceptInvitationAnswer,
  }),
  invitationAddress: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.invitationAddress,
    access: 'public',
    tag: 'Committee',
    summary: `Sends a ${invitationLimits.code.digits}-digit code to another address, to accept the invitation under it`,
    description: `Anyone holding the link. The code is stored as a digest, expires in ${invitationLimits.code.minutes} minutes and allows ${invitationLimits.code.attempts} wrong tries; a new one replaces it, at most ${invitationLimits.code.sends} per invitation. Sends one message (kind invitationCode) to the address.`,
    body: { json: InvitationAddressRequestSchema },
    errors: {
      400: 'email is not an email address',
      404: 'No invitation has this link',
      409: 'The invitation was answered already',
      410: 'The invitation (or this link) expired',
      429: 'Too many codes for this invitation, or too many links that name nothing from this address',
    },
    example: { email: 'asha@home.example.org' },
    answer: InvitationAddressAnswer,
  }),
  declineInvitation: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.declineInvitation,
    access: 'public',
    tag: 'Committee',
    summary: `Declines a committee invitation, with a reason and up to ${invitationLimits.suggestions} colleagues to suggest`,
    description: "Anyone holding the link. The answer and the suggestions go to the chair's list of invitations. Recorded in the audit log. A second answer is refused. Sends no email.",
    body: { json: DeclineInvitationRequestSchema },
    errors: {
      400: 'The reason is too long, or a suggestion has no name or an invalid address',
      404: 'No invitation has this link',
      409: 'The invitation was answered already, or a concurrent answer: try again',
      410: 'The invitation (or this link) expired',
      429: 'Too many links that name nothing from this address: try again after Retry-After seconds',
    },
    example: { reason: 'On leave this year.', suggestions: [{ name: 'Ravi Menon', email: 'ravi.menon@example.org' }] },
    answer: Answers.MessageAnswer,
  }),
  saveCommitteeLoad: endpoint({
    method: 'POST',
    path: ApiPaths.myCommittee,
    access: ['reviewer'],
    tag: 'Committee',
    summary: "Changes the signed-in reviewer's load, before any paper is assigned to them",
    description: "A reviewer with a verified address, about their record in the current edition. After an assignment only the chair changes it. Recorded in the audit log; the chair is emailed (kind committeeChange).",
    body: { json: CommitteeLoadRequestSchema },
    errors: { 400: 'load is not a whole number from 1 to 50', 403: 'The address is not verified yet', 404: 'The caller is not on the committee of this edition', 409: 'A paper is assigned to the reviewer already: only the chair changes it now' },
    example: { load: 3 },
    answer: Answers.MessageAnswer,
  }),
  withdrawFromCommittee: endpoint({
    method: 'POST',
    path: ApiPaths.withdrawFromCommittee,
    access: ['reviewer'],
    tag: 'Committee',
    summary: 'The signed-in reviewer leaves the committee of the current edition, before any paper is assigned to them, confirming with their password',
    description: "A reviewer with a verified address; the password is checked (and throttled) as at sign-in. Deletes their reviewer record and its profile file, as the chair's delete does; the account stays. Recorded in the audit log; the chair is emailed (kind committeeChange).",
    body: { json: CommitteeWithdrawRequestSchema },
    errors: {
      400: 'The password is missing or longer than 4,096 characters',
      401: 'The password is not correct: nothing changed',
      403: 'The address is not verified yet',
      404: 'The caller is not on the committee of this edition',
      409: 'A paper is assigned to the reviewer already: only the chair changes it now',
      429: 'Too many wrong passwords for this account: try again after Retry-After seconds',
    },
    example: { password: 'Monsoon#2025' },
    answer: Answers.MessageAnswer,
  }),
  publicConference: endpoint({
    method: 'GET',
    path: ApiPaths.publicConference,
    access: 'public',
    tag: 'Conference',
    summary: "The conference's identity: name, university, venue, committee, publication, payment details and contact",
    description:
      "Anyone may read it; the public pages show it. Until the chair saves one, the edition's identity as built (`saved` false). Browsers and the CDN may keep it for a minute. Changes nothing.",
    answer: ConferenceIdentityAnswer,
  }),
  saveConference: endpoint({
    method: 'PUT',
    path: ApiPaths.adminConference,
    access: ['admin'],
    tag: 'Conference',
    summary: "Sets the conference's identity: every field at once",
    description:
      "An admin. Replaces the identity and records the change (before and after) in the audit log in the same transaction; the same identity again changes and records nothing. Texts are trimmed; single-line fields lose their line breaks. The public pages show it within a minute, without a rebuild; emails, receipts, the volume and its exports made from then on print it. Invoices already issued keep the supplier they were issued with. The acronym, year and paper-ID prefix belong to the edition and are not set here. Sends no email.",
    body: { json: ConferenceIdentitySchema },
    errors: {
      400: 'A field is missing, too long, of the wrong type, or invalid (an address that is not one, a state the GST law does not name, a committee role with nobody in it); `errors` names the field',
      409: 'A concurrent change to the identity: try again',
    },
    example: defaultIdentity,
    answer: SaveConferenceAnswer,
  }),
  publicEditions: endpoint({
    method: 'GET',
    path: ApiPaths.publicEditions,
    access: 'public',
    tag: 'Editions',
    summary: 'The current edition and the archived ones, newest first: ID, acronym, year, name and state (never a draft)',
    description: "Anyone: the site's list of past editions reads it, and each archived edition's page reads its accepted papers and programme with `?edition=`. Browsers and the CDN may keep it for a minute. Changes nothing.",
    answer: PublicEditionsAnswer,
  }),
  editions: endpoint({
    method: 'GET',
    path: ApiPaths.editions,
    access: ['admin'],
    tag: 'Editions',
    summary: 'Every edition, oldest first, with its state (draft, current, archived), and which is current',
    description: 'An admin. The edition the database was built with is listed even before a second one is made. Changes nothing.',
    answer: EditionsAnswer,
  }),
  createEdition: endpoint({
    method: 'POST',
    path: ApiPaths.editions,
    access: ['admin'],
    tag: 'Editions',
    summary: "Makes a draft edition (acronym, year, name), copying the current edition's settings the chair ticks; preview: true only says what it would take",
    description:
      "An admin. `copy` names the settings to take from the current edition (identity and committee, calendar, fee table, review, proceedings, notification and reminder settings); the calendar's dates move by `shiftMonths` (12 unless given), each at the same wall-clock time in its zone. Papers, reviews, bids, assignments, registrations and payments are never copied. The draft's paper IDs are its acronym and the year's last two digits (ICCS26-0001). The registry entry, the copied settings and the audit entry are written in one transaction. Sends no email.",
    body: { json: CreateEditionRequestSchema },
    errors: {
      400: 'An acronym that is not 2 to 10 capital letters or digits, a year outside 2000-2099, an unknown part or one named twice, or a shift outside 0-36 months; `errors` names the field',
      409: 'An edition with this acronym and year exists',
    },
    example: { acronym: 'ICCS', year: 2026, name: 'ICCS 2026', copy: ['identity', 'calendar', 'fees'], shiftMonths: 12, preview: true },
    answer: CreateEditionAnswer,
  }),
  openEdition: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.openEdition,
    access: ['admin'],
    tag: 'Editions',
    summary: 'Makes a draft edition the current one; the current edition is archived (read-only)',
    description:
      "An admin. From then on every request acts on the opened edition: submissions get its paper IDs, the site shows its calendar. The archived edition can still be read (its accepted papers and programme, its authors' own papers, reviews and invoices, the chair's screens); a change sent to one of its papers is refused with 403 naming it, and its reviewers lose access to its papers. Recorded in the audit log. Sends no email.",
    errors: { 404: 'No edition has this ID', 409: 'The edition is not a draft (it is current or archived)' },
    answer: OpenEditionAnswer,
  }),
  publicCalendar: endpoint({
    method: 'GET',
    path: ApiPaths.publicCalendar,
    access: 'public',
    tag: 'Calendar',
    summary: "The conference calendar: its time zone and every date, as instants",
    description:
      'Anyone may read it; the public pages show their dates from it. Null until the chair sets a calendar (then no deadline is enforced). Browsers and the CDN may keep it for a minute. Changes nothing.',
    answer: Answers.PublicCalendarAnswer,
  }),
  saveCalendar: endpoint({
    method: 'PUT',
    path: ApiPaths.adminCalendar,
    access: ['admin'],
    tag: 'Calendar',
    summary: 'Sets the whole calendar: the time zone, the grace period and every date',
    description:
      'An admin. Each date is an instant with its offset (ISO 8601), stored in UTC; the order is checked (submission before review before notification before camera-ready before the conference). Dates in the past are accepted. Replaces the calendar and records the change (before and after) in the audit log in the same transaction; the same calendar again changes and records nothing. Sends no email.',
    body: { json: CalendarSchema },
    errors: {
      400: 'A field is invalid: an unknown time zone, a grace period outside 0 to 1440 minutes, a date that is not an instant with its offset, or two dates out of order (the message names both); `errors` names the field',
      409: 'A concurrent change to the calendar: try again',
    },
    example: {
      timeZone: 'Asia/Kolkata',
      abstractDeadline: null,
      submissionDeadline: '2030-06-30T23:59:00+05:30',
      graceMinutes: 15,
      reviewDeadline: '2030-07-20T23:59:00+05:30',
      notificationDate: '2030-07-30T10:00:00+05:30',
      cameraReadyDeadline: '2030-08-15T23:59:00+05:30',
      registrationDeadline: '2030-08-25T23:59:00+05:30',
      conferenceStart: '2030-09-18T09:00:00+05:30',
      conferenceEnd: '2030-09-19T18:00:00+05:30',
    },
    answer: Answers.SaveCalendarAnswer,
  }),
  calendarHistory: endpoint({
    method: 'GET',
    path: ApiPaths.calendarHistory,
    access: ['admin'],
    tag: 'Calendar',
    summary: "The calendar's changes, newest first (the latest 50): when, by whom, from what to what",
    description: 'An admin. Read from the audit log (GET /api/admin/audit?action=calendar.update has them all). Changes nothing.',
    answer: Answers.CalendarHistoryAnswer,
  }),
  grantExtension: endpoint({
    method: 'POST',
    path: ApiPaths.extensions,
    access: ['admin'],
    tag: 'Calendar',
    summary: 'Grants an extension of the submission deadline to one author (for a new paper) or to one paper, until a moment, for a written reason',
    description:
      "An admin. An author's extension lets that author submit a new paper until it ends; a paper's is kept for the paper's edits, and once it is accepted, for its camera-ready file, copyright form and metadata. One per author or paper: granting again replaces it. Recorded in the audit log (before and after) in the same transaction. Sends no email.",
    body: { json: ExtensionRequestSchema },
    errors: {
      400: 'A field is invalid: neither or both of paperId and authorEmail, an `until` that is not an instant with its offset or is not in the future, a missing reason, or a paper already rejected',
      404: 'The paper, or an author account with that email, does not exist',
      409: 'A concurrent change to the same extension: try again',
    },
    example: { authorEmail: 'asha.rao@example.org', until: '2030-07-05T23:59:00+05:30', reason: 'Flooding closed the campus for three days before the deadline.' },
    answer: Answers.GrantExtensionAnswer,
  }),
  extensions: endpoint({
    method: 'GET',
    path: ApiPaths.extensions,
    access: ['admin'],
    tag: 'Calendar',
    summary: 'Every extension of the submission deadline, the latest granted first',
    description: 'An admin. Changes nothing.',
    answer: Answers.ExtensionsAnswer,
  }),
  revokeExtension: endpoint({
    method: 'DELETE',
    path: ApiRoutePatterns.revokeExtension,
    access: ['admin'],
    tag: 'Calendar',
    summary: 'Revokes an extension',
    description: 'An admin. Deletes the extension; from then on the calendar\'s deadline applies. Recorded in the audit log in the same transaction.',
    errors: { 404: 'No extension has this ID', 409: 'A concurrent change to the same extension: try again' },
    answer: Answers.MessageAnswer,
  }),
  auditEntries: endpoint({
    method: 'GET',
    path: ApiPaths.audit,
    access: ['admin'],
    tag: 'Admin',
    summary: 'One page of the audit log, newest first: pageSize (at most 100), page (the previous page\'s next), action, target',
    description:
      'An admin. Every admin action that changes what others see is an entry, written in the same transaction as the change: when, who, the action, its target, the value before and after, and the reason given. Changes nothing.',
    query: AuditQuerySchema,
    errors: { 400: 'A query value is invalid, or `page` names no entry of the log' },
    answer: Answers.AuditAnswer,
  }),
  dashboardCounts: endpoint({
    method: 'GET',
    path: ApiPaths.dashboardCounts,
    access: ['admin'],
    tag: 'Admin',
    summary: 'Reviewers, authors and published papers',
    description: 'An admin. Read from the counters kept up to date as records change, so a just-made change may show a moment later. Changes nothing.',
    answer: Answers.DashboardCountsAnswer,
  }),
  monthlyStats: endpoint({
    method: 'GET',
    path: ApiPaths.monthlyStats,
    access: ['admin'],
    tag: 'Admin',
    summary: 'Submissions per month',
    description: 'An admin. The months with at least one submission, in order, from the dashboard counters. Changes nothing.',
    answer: Answers.MonthlyStatsAnswer,
  }),
  statusCounts: endpoint({
    method: 'GET',
    path: ApiPaths.statusCounts,
    access: ['admin'],
    tag: 'Admin',
    summary: 'Papers per status',
    description: 'An admin. Every status with its count (zero included), from the dashboard counters. Changes nothing.',
    answer: Answers.StatusCountsAnswer,
  }),
  adminProfile: endpoint({
    method: 'POST',
    path: ApiPaths.adminProfile,
    access: ['admin'],
    tag: 'Admin',
    summary: "Changes the signed-in admin's name, email or password (the current password is required)",
    description:
      "An admin, for their own account; wrong current passwords count toward the same lock as sign-in. Changes the account's name, email and (when given) password and its profile; a changed email or password ends its sessions, so the answer carries a fresh custom token. Sends no email.",
    body: { json: AdminProfileRequest },
    errors: {
      400: 'A field is missing or invalid, or the current password is wrong',
      409: 'Another account has this email, or wrong passwords were counted by several requests at the same moment: try again',
      429: 'Too many wrong current passwords: wait for the seconds in Retry-After',
    },
    example: { name: 'Meera Krishnan', email: 'chair@example.org', currentPassword: 'Chair#ICCS2025', newPassword: 'Chair#ICCS2025-b' },
    answer: Answers.AdminProfileAnswer,
  }),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof Endpoints;

/** The upload rules of a file part, for the OpenAPI document and the forms' accept lists. */
export function filePartRules(part: FilePart) {
  return uploadRules[part.upload];
}
