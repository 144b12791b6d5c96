// The API's endpoint table: for each endpoint its method, path, who may call it, and the schemas of its
// request and answer. The functions' router serves exactly these endpoints and checks every request
// against them (and, in the test suites, every answer); the SPA's client is typed by them; the OpenAPI
// document at /api/openapi.json is made from them (openapi.ts).
import { z } from 'zod/mini';
import * as Answers from './api';
import { ApiPaths, ApiRoutePatterns } from './apiPaths';
import { uploadRules, type UploadKind } from './files';
import { Messages } from './messages';
import { SaveDraftRequest, SubmitReviewRequest } from './review';
import { ReviewSettingsSchema } from './documents';
import { NotificationSettingsSchema } from './mail';
import type { Role } from './roles';
import { PaperStatus } from './status';
import { PaperCountsQuerySchema, PaperListQuerySchema } from './paperList';
import { CommitteeQuerySchema, ReviewerListQuerySchema } from './reviewerList';
import {
  AdminLoginRequest,
  AdminProfileRequest,
  AuthorRegistrationRequest,
  ConferenceRegistrationRequest,
  LoginRequest,
  PasswordResetRequest,
  PaymentRequest,
  ReviewerRecordRequest,
  ReviewerRegistrationRequest,
  textField,
} from './validation';

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
}

function endpoint<const E extends Endpoint>(spec: E): E {
  return spec;
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
});

/** A list of reviewer record IDs. */
const reviewerIdList = z.array(z.string({ error: Messages.reviewerIdsList }), { error: Messages.reviewerIdsList }).check(z.maxLength(20, { error: Messages.tooManyReviewers(20) }));

export const Endpoints = {
  healthcheck: endpoint({ method: 'GET', path: ApiPaths.healthcheck, access: 'public', summary: 'Whether the API is up', answer: Answers.HealthAnswer }),
  openapi: endpoint({ method: 'GET', path: ApiPaths.openapi, access: 'public', summary: 'This API described in OpenAPI 3.1', answer: z.record(z.string(), z.unknown()) }),
  session: endpoint({ method: 'GET', path: ApiPaths.session, access: everyRole, summary: "The signed-in caller's account", answer: Answers.SessionAnswer }),
  authorLogin: endpoint({
    method: 'POST',
    path: ApiPaths.authorLogin,
    access: 'public',
    summary: 'Author sign-in: answers a custom token for a Firebase session',
    body: { json: LoginRequest },
    answer: Answers.AuthorLoginAnswer,
  }),
  authorRegister: endpoint({
    method: 'POST',
    path: ApiPaths.authorRegister,
    access: 'public',
    summary: 'Creates an author account',
    body: { json: AuthorRegistrationRequest },
    answer: Answers.MessageAnswer,
  }),
  authorResetPassword: endpoint({
    method: 'POST',
    path: ApiPaths.authorResetPassword,
    access: 'public',
    summary: 'Forgot password: without a code emails one; with the code sets the new password',
    body: { json: PasswordResetRequest },
    answer: Answers.PasswordResetAnswer,
  }),
  reviewerRegister: endpoint({
    method: 'POST',
    path: ApiPaths.reviewerRegister,
    access: 'public',
    summary: 'Creates a reviewer account and emails the link that sets its password',
    body: { json: ReviewerRegistrationRequest },
    answer: Answers.MessageAnswer,
  }),
  reviewerLogin: endpoint({
    method: 'POST',
    path: ApiPaths.reviewerLogin,
    access: 'public',
    summary: 'Reviewer sign-in',
    body: { json: LoginRequest },
    answer: Answers.ReviewerLoginAnswer,
  }),
  adminLogin: endpoint({
    method: 'POST',
    path: ApiPaths.adminLogin,
    access: 'public',
    summary: 'Admin sign-in by username',
    body: { json: AdminLoginRequest },
    answer: Answers.AdminLoginAnswer,
  }),
  conferenceRegister: endpoint({
    method: 'POST',
    path: ApiPaths.conferenceRegister,
    access: 'public',
    summary: 'Registers for the conference (creating the author account if needed) and issues the receipt',
    body: { multipart: ConferenceRegistrationRequest, files: [] },
    answer: Answers.ConferenceRegistrationAnswer,
  }),
  registrationReceipt: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.registrationReceipt,
    access: 'public',
    summary: "A registration's receipt PDF: with the key from the registration answer, or for the signed-in registrant",
    query: z.object({ key: z.optional(z.string()) }),
    answer: { file: pdf },
  }),
  submitManuscript: endpoint({
    method: 'POST',
    path: ApiPaths.submitManuscript,
    access: ['author'],
    summary: 'Submits a manuscript: its details and the PDF',
    body: { multipart: ManuscriptForm, files: [{ name: 'file', required: true, upload: 'manuscript' }] },
    answer: Answers.SubmitManuscriptAnswer,
  }),
  checkManuscript: endpoint({
    method: 'POST',
    path: ApiPaths.checkManuscript,
    access: ['author'],
    summary: 'Checks a PDF as submission would, and where its text names one of the listed authors',
    body: { multipart: z.object({ authorsDetails: z.optional(z.string()) }), files: [{ name: 'file', required: true, upload: 'manuscript' }] },
    answer: Answers.CheckManuscriptAnswer,
  }),
  authorRegistration: endpoint({
    method: 'GET',
    path: ApiPaths.authorRegistration,
    access: ['author'],
    summary: "The signed-in author's conference registration",
    answer: Answers.AuthorRegistrationAnswer,
  }),
  manuscriptsByAuthor: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.manuscriptsByAuthor,
    access: ['author', 'admin'],
    summary: "An author's manuscripts (authors: their own)",
    answer: Answers.ManuscriptsByAuthorAnswer,
  }),
  getPayment: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.getPayment,
    access: ['author', 'admin'],
    summary: "A paper's payment details",
    answer: Answers.GetPaymentAnswer,
  }),
  submitPayment: endpoint({
    method: 'POST',
    path: ApiPaths.submitPayment,
    access: ['author'],
    summary: "Records or changes the payment of the author's paper (the receipt is required the first time)",
    body: { multipart: PaymentRequest, files: [{ name: 'receipt', required: false, upload: 'receipt' }] },
    answer: Answers.MessageAnswer,
  }),
  file: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.file,
    access: everyRole,
    summary: 'A stored file the caller may read: manuscript (reviewers get the anonymised copy), receipt, review or profile',
    answer: { file: [...pdf, 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] },
  }),
  getReviewers: endpoint({
    method: 'GET',
    path: ApiPaths.getReviewers,
    access: ['admin'],
    summary: 'One page of the reviewer records by name: pageSize (at most 100), after (the last reviewer ID of the previous page), q (a name or a word of one, an affiliation, an email address)',
    query: ReviewerListQuerySchema,
    answer: Answers.GetReviewersAnswer,
  }),
  addReviewer: endpoint({
    method: 'POST',
    path: ApiPaths.addReviewer,
    access: ['admin'],
    summary: 'Adds a reviewer record with a profile file, inviting an address that has no account',
    body: { multipart: ReviewerRecordRequest, files: [{ name: 'profile', required: true, upload: 'profile' }] },
    answer: Answers.AddReviewerAnswer,
  }),
  deleteReviewer: endpoint({
    method: 'DELETE',
    path: ApiRoutePatterns.deleteReviewer,
    access: ['admin'],
    summary: 'Deletes a reviewer record that no paper is assigned to',
    answer: Answers.MessageAnswer,
  }),
  getPapers: endpoint({
    method: 'GET',
    path: ApiPaths.getPapers,
    access: ['admin'],
    summary:
      'One page of papers with their reviewers and authors: pageSize (at most 100), after (the last paper ID of the previous page), sort (paperId or title), order, status (comma-separated), show (needs-reviewers, reviews-missing, in-review), q (a paper ID, title word or author name)',
    query: PaperListQuerySchema,
    answer: Answers.GetPapersAnswer,
  }),
  paperCounts: endpoint({
    method: 'GET',
    path: ApiPaths.paperCounts,
    access: ['admin'],
    summary: 'How many papers a status (comma-separated) and search (q) match: all of them, those that need reviewers, and those missing reviews',
    query: PaperCountsQuerySchema,
    answer: Answers.PaperCountsAnswer,
  }),
  papersCsv: endpoint({
    method: 'GET',
    path: ApiPaths.papersCsv,
    access: ['admin'],
    summary: 'Every paper as papers.csv (ID, Title, Author, Status, Date, Reviewers), streamed in the order of paper IDs',
    answer: { file: ['text/csv'] },
  }),
  assignReviewer: endpoint({
    method: 'POST',
    path: ApiPaths.assignReviewer,
    access: ['admin'],
    summary:
      "Adds a reviewer to a paper (reviewerId; a submitted paper goes under review), or sets the paper's whole list (reviewerIds). Conflicts of interest answer 409 with the reasons unless overridden with a written reason",
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
    answer: Answers.AssignAnswer,
  }),
  paperAssignment: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.paperAssignment,
    access: ['admin'],
    summary:
      "A paper's reviewers with their load and conflicts with the paper, and one page of the reviewer records to choose from, searched and paged like getreviewers",
    query: ReviewerListQuerySchema,
    answer: Answers.PaperAssignmentAnswer,
  }),
  paperReviews: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.paperReviews,
    access: ['admin'],
    summary: "A paper's reviewers with each review's state and scores, and the summary",
    answer: Answers.PaperReviewsAnswer,
  }),
  reviewSettings: endpoint({ method: 'GET', path: ApiPaths.reviewSettings, access: ['admin'], summary: "The conference's review settings", answer: Answers.ReviewSettingsAnswer }),
  saveReviewSettings: endpoint({
    method: 'POST',
    path: ApiPaths.reviewSettings,
    access: ['admin'],
    summary: 'Saves the review settings: reviewers per paper (1 to 10), and whether reviewers read the others\' reviews once they submit',
    body: { json: ReviewSettingsSchema },
    answer: Answers.MessageAnswer,
  }),
  notificationSettings: endpoint({
    method: 'GET',
    path: ApiPaths.notificationSettings,
    access: ['admin'],
    summary: 'The conference-wide Notifications switch',
    answer: Answers.NotificationSettingsAnswer,
  }),
  saveNotificationSettings: endpoint({
    method: 'POST',
    path: ApiPaths.notificationSettings,
    access: ['admin'],
    summary: 'Turns the notification messages on or off for everyone (receipts and account messages always go)',
    body: { json: NotificationSettingsSchema },
    answer: Answers.MessageAnswer,
  }),
  resendMail: endpoint({
    method: 'POST',
    path: ApiRoutePatterns.resendMail,
    access: ['admin'],
    summary: 'Queues a message whose delivery failed (ERROR) again, for five more attempts',
    answer: Answers.MessageAnswer,
  }),
  reminderPreview: endpoint({
    method: 'GET',
    path: ApiPaths.reminders,
    access: ['admin'],
    summary: 'The reviewers a reminder would reach: each with the papers under review whose review they have not submitted',
    answer: Answers.ReminderPreviewAnswer,
  }),
  sendReminders: endpoint({
    method: 'POST',
    path: ApiPaths.reminders,
    access: ['admin'],
    summary: 'Queues a reminder to each of the previewed reviewers who still has a review missing',
    body: {
      json: z.object({
        reviewerIds: z
          .array(z.string({ error: Messages.reminderRecipientsList }), { error: Messages.reminderRecipientsList })
          .check(z.minLength(1, { error: Messages.reminderRecipientsList }), z.maxLength(500, { error: Messages.reminderRecipientsList })),
      }),
    },
    answer: Answers.SendRemindersAnswer,
  }),
  reviewerComments: endpoint({
    method: 'GET',
    path: ApiPaths.reviewerComments,
    access: ['admin'],
    summary: 'One page of the papers with a reviewer or a review, with their reviews\' state and scores (the same paging, sort, status and search parameters as getpapers)',
    query: PaperListQuerySchema,
    answer: Answers.ReviewerCommentsAnswer,
  }),
  sendReview: endpoint({
    method: 'POST',
    path: ApiPaths.sendReview,
    access: ['admin'],
    summary: "Sends a paper's review to its author (the review is then locked)",
    body: { json: z.object({ paperId }) },
    answer: Answers.MessageAnswer,
  }),
  updateStatus: endpoint({
    method: 'POST',
    path: ApiPaths.updateStatus,
    access: ['admin'],
    summary: 'The decision on a reviewed paper: Accepted (the default) or Rejected',
    body: {
      json: z.object({
        paperId,
        status: z.optional(z.enum([PaperStatus.Accepted, PaperStatus.Rejected], { error: Messages.decisionStatus })),
      }),
    },
    answer: Answers.MessageAnswer,
  }),
  publish: endpoint({ method: 'PUT', path: ApiRoutePatterns.publish, access: ['admin'], summary: 'Publishes an accepted paper', answer: Answers.MessageAnswer }),
  assignedPapers: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.assignedPapers,
    access: ['reviewer'],
    summary: "The papers assigned to the signed-in reviewer's own (verified) email",
    query: z.object({ email: z.optional(z.string()) }),
    answer: Answers.AssignedPapersAnswer,
  }),
  submitReview: endpoint({
    method: 'POST',
    path: ApiPaths.submitReview,
    access: ['reviewer', 'admin'],
    summary: "Submits the assigned reviewer's complete evaluation (or an admin's edit of a named reviewer's)",
    body: { json: SubmitReviewRequest },
    answer: Answers.MessageAnswer,
  }),
  saveDraft: endpoint({
    method: 'POST',
    path: ApiPaths.saveDraft,
    access: ['reviewer', 'admin'],
    summary: "Saves the assigned reviewer's unfinished review (or an admin's edit of it)",
    body: { json: SaveDraftRequest },
    answer: Answers.MessageAnswer,
  }),
  declareConflict: endpoint({
    method: 'POST',
    path: ApiPaths.declareConflict,
    access: ['reviewer'],
    summary: 'The signed-in reviewer declares a conflict of interest with a paper assigned to them, which removes them from it',
    body: { json: z.object({ paperId }) },
    answer: Answers.MessageAnswer,
  }),
  committee: endpoint({
    method: 'GET',
    path: ApiPaths.committee,
    access: ['author'],
    summary:
      'The programme committee (names and affiliations, never emails), to declare conflicts with: one page by name (pageSize, after, q: a name or affiliation, as getreviewers), or the members named by ids (comma-separated, at most 50)',
    query: CommitteeQuerySchema,
    answer: Answers.CommitteeAnswer,
  }),
  paperConflicts: endpoint({
    method: 'PUT',
    path: ApiRoutePatterns.paperConflicts,
    access: ['author'],
    summary: "Sets the committee members the authors of their paper declare a conflict with, while it is submitted",
    body: {
      json: z.object({
        excludedReviewers: z.array(z.string({ error: Messages.exclusionsList }), { error: Messages.exclusionsList }).check(z.maxLength(50, { error: Messages.exclusionsList })),
      }),
    },
    answer: Answers.MessageAnswer,
  }),
  getReviewComments: endpoint({
    method: 'GET',
    path: ApiRoutePatterns.getReviewComments,
    access: ['reviewer', 'admin'],
    summary: "A paper's review: the reviewer's own (and the others' once theirs is submitted, unnamed); for admins, the named reviewer's",
    query: z.object({ paperId, reviewerId: z.optional(z.string()) }),
    answer: Answers.ReviewAnswer,
  }),
  dashboardCounts: endpoint({
    method: 'GET',
    path: ApiPaths.dashboardCounts,
    access: ['admin'],
    summary: 'Reviewers, authors and published papers',
    answer: Answers.DashboardCountsAnswer,
  }),
  monthlyStats: endpoint({ method: 'GET', path: ApiPaths.monthlyStats, access: ['admin'], summary: 'Submissions per month', answer: Answers.MonthlyStatsAnswer }),
  statusCounts: endpoint({ method: 'GET', path: ApiPaths.statusCounts, access: ['admin'], summary: 'Papers per status', answer: Answers.StatusCountsAnswer }),
  adminProfile: endpoint({
    method: 'POST',
    path: ApiPaths.adminProfile,
    access: ['admin'],
    summary: "Changes the signed-in admin's name, email or password (the current password is required)",
    body: { json: AdminProfileRequest },
    answer: Answers.AdminProfileAnswer,
  }),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof Endpoints;

/** The upload rules of a file part, for the OpenAPI document and the forms' accept lists. */
export function filePartRules(part: FilePart) {
  return uploadRules[part.upload];
}
