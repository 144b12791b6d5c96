// The HTTP API's paths and the schemas of its answers, shared by client and server. The endpoint table
// (endpoints.ts) names, for each route, its request and answer schemas.
import { z } from 'zod/mini';
import { AuthorDetailsSchema, PaperStatusSchema, ReviewerSchema } from './documents';
import { ReviewContentSchema, ReviewStatus } from './review';
import { Roles } from './roles';

export const ApiPaths = {
  healthcheck: '/api/healthcheck',
  /** The API described in OpenAPI 3.1, made from the endpoint table. */
  openapi: '/api/openapi.json',
  conferenceRegister: '/conregister',
  authorLogin: '/api/authors/login',
  authorRegister: '/api/authors/register',
  authorResetPassword: '/api/authors/resetpassword',
  /** The signed-in author's conference registration, with the receipt path the dashboard opens. */
  authorRegistration: '/api/authors/registration',
  reviewerRegister: '/api/reviewers/reviewerregister',
  reviewerLogin: '/api/reviewers/reviewerlogin',
  adminLogin: '/api/admin/login',
  session: '/api/session',
  submitManuscript: '/api/authors/submit',
  /** Before submitting: checks the PDF as submission would, and where its text names an author. */
  checkManuscript: '/api/authors/checkmanuscript',
  manuscriptsByAuthor: (authorId: string) => `/api/authors/getmanuscriptbyauthor/${encodeURIComponent(authorId)}`,
  getPayment: (paperId: string) => `/api/authors/get-payment/${encodeURIComponent(paperId)}`,
  submitPayment: '/api/authors/submit-payment',
  adminProfile: '/api/admin/profile',
  getReviewers: '/api/admin/getreviewers',
  addReviewer: '/api/admin/addreviewer',
  deleteReviewer: (id: string) => `/api/admin/deletereviewer/${encodeURIComponent(id)}`,
  getPapers: '/api/admin/getpapers',
  assignReviewer: '/api/admin/assignreviewer',
  reviewerComments: '/api/admin/reviewercomments',
  sendReview: '/api/admin/sendreview',
  updateStatus: '/api/admin/updatestatus',
  publish: (paperId: string) => `/api/admin/publish/${encodeURIComponent(paperId)}`,
  assignedPapers: (email: string) => `/api/reviewers/assignedpapers?email=${encodeURIComponent(email)}`,
  submitReview: '/api/reviews/submitReview',
  getReviewComments: (paperId: string) => `/api/reviews/getReviewComments?paperId=${encodeURIComponent(paperId)}`,
  dashboardCounts: '/api/admin/dashboardcounts',
  monthlyStats: '/api/admin/monthlystats',
  statusCounts: '/api/admin/statuscounts',
  /** The receipt of a registration: with the key, the capability link given at registration; without, the signed-in registrant's. */
  registrationReceipt: (registrationId: string, key?: string) =>
    `/api/registrations/${encodeURIComponent(registrationId)}/receipt.pdf${key === undefined ? '' : `?key=${encodeURIComponent(key)}`}`,
} as const;

/** The router's patterns of the paths above that carry a parameter in the path. */
export const ApiRoutePatterns = {
  registrationReceipt: '/api/registrations/:registrationId/receipt.pdf',
  manuscriptsByAuthor: '/api/authors/getmanuscriptbyauthor/:authorId',
  getPayment: '/api/authors/get-payment/:paperId',
  file: '/api/files/:kind/:file',
  deleteReviewer: '/api/admin/deletereviewer/:id',
  publish: '/api/admin/publish/:paperId',
  assignedPapers: '/api/reviewers/assignedpapers',
  getReviewComments: '/api/reviews/getReviewComments',
} as const;

/** How long the receipt link issued at registration works; after that the registrant signs in for it. */
export const receiptLinkLifetimeDays = 30;

// The answers' schemas: the router checks every answer against its endpoint's schema in the test
// suites, the SPA's client is typed by them, and the OpenAPI document is made from them.

/** Every error answer of the API: a 4xx or 5xx status with a message a person can read. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  /** The problems of a refused request by field (`field`, or `list.0.field` for a list's items). */
  errors: z.optional(z.record(z.string(), z.string())),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const HealthAnswer = z.object({
  message: z.string(),
  /** In the emulator suite only: the Node.js version the functions run on (tests check it is production's). */
  node: z.optional(z.string()),
});
export type HealthResponse = z.infer<typeof HealthAnswer>;

export const MessageAnswer = z.object({ success: z.optional(z.boolean()), message: z.string() });
export type MessageResponse = z.infer<typeof MessageAnswer>;

/** Login answers carry a custom token the SPA exchanges for a Firebase session. */
const loginFields = { success: z.boolean(), message: z.string(), token: z.string(), role: z.enum(Roles) };
export const AuthorLoginAnswer = z.object({ ...loginFields, authorId: z.string() });
export type AuthorLoginResponse = z.infer<typeof AuthorLoginAnswer>;
export const ReviewerLoginAnswer = z.object({ ...loginFields, reviewer: z.object({ name: z.string(), email: z.string() }) });
export type ReviewerLoginResponse = z.infer<typeof ReviewerLoginAnswer>;
export const AdminLoginAnswer = z.object({ ...loginFields, name: z.string() });
export type AdminLoginResponse = z.infer<typeof AdminLoginAnswer>;

/** Forgot password: `codeSent` when the request had no code and the reset email was sent. */
export const PasswordResetAnswer = z.object({ success: z.boolean(), message: z.string(), codeSent: z.optional(z.boolean()) });
export type PasswordResetResponse = z.infer<typeof PasswordResetAnswer>;

export const SessionAnswer = z.object({ uid: z.string(), role: z.enum(Roles), name: z.string(), email: z.string() });
export type SessionResponse = z.infer<typeof SessionAnswer>;

export const AuthorRegistrationAnswer = z.object({
  success: z.boolean(),
  /** Null when the author has not registered for the conference. */
  registration: z.nullable(z.object({ registrationNumber: z.string(), createdAt: z.string(), receiptPath: z.string() })),
});
export type AuthorRegistrationResponse = z.infer<typeof AuthorRegistrationAnswer>;

export const ConferenceRegistrationAnswer = z.object({
  message: z.string(),
  /** Where the receipt PDF can be downloaded for 30 days (a capability URL: no sign-in needed). */
  pdfPath: z.string(),
  registrationNumber: z.string(),
});
export type ConferenceRegistrationResponse = z.infer<typeof ConferenceRegistrationAnswer>;

export const SubmitManuscriptAnswer = z.object({ success: z.boolean(), message: z.string(), paperId: z.string() });
export type SubmitManuscriptResponse = z.infer<typeof SubmitManuscriptAnswer>;

/** A place where a manuscript's own text names one of its authors. */
export const IdentityFindingSchema = z.object({
  /** Page number, from 1. */
  page: z.number(),
  kind: z.enum(['name', 'email', 'organization']),
  /** What was found, as the author list spells it. */
  text: z.string(),
});
export type IdentityFinding = z.infer<typeof IdentityFindingSchema>;

export const CheckManuscriptAnswer = z.object({ success: z.boolean(), pages: z.number(), findings: z.array(IdentityFindingSchema) });
export type CheckManuscriptResponse = z.infer<typeof CheckManuscriptAnswer>;

export const PaymentViewSchema = z.object({ upiId: z.string(), paymentDate: z.string(), receiptPath: z.string() });
export type PaymentView = z.infer<typeof PaymentViewSchema>;

export const GetPaymentAnswer = z.object({ success: z.boolean(), payment: z.nullable(PaymentViewSchema) });
export type GetPaymentResponse = z.infer<typeof GetPaymentAnswer>;

export const ManuscriptViewSchema = z.object({
  paperId: z.string(),
  title: z.string(),
  status: PaperStatusSchema,
  fileUrl: z.string(),
  comments: z.nullable(z.string()),
  payment: z.nullable(PaymentViewSchema),
  submissionDate: z.string(),
  lastUpdatedOn: z.string(),
});
export type ManuscriptView = z.infer<typeof ManuscriptViewSchema>;

export const ManuscriptsByAuthorAnswer = z.object({
  success: z.boolean(),
  author: z.object({ name: z.string(), id: z.string(), email: z.string() }),
  manuscripts: z.array(ManuscriptViewSchema),
});
export type ManuscriptsByAuthorResponse = z.infer<typeof ManuscriptsByAuthorAnswer>;

/** A reviewer record as the admin's list shows it: the stored record without its creation time. */
export const ReviewerViewSchema = z.omit(ReviewerSchema, { createdAt: true });
export type ReviewerView = z.infer<typeof ReviewerViewSchema>;

export const GetReviewersAnswer = z.object({ success: z.boolean(), reviewers: z.array(ReviewerViewSchema) });
export type GetReviewersResponse = z.infer<typeof GetReviewersAnswer>;

/** POST /api/admin/addreviewer: `invited` when the address had no account and got a set-password link. */
export const AddReviewerAnswer = z.object({ success: z.boolean(), message: z.string(), id: z.string(), invited: z.boolean() });
export type AddReviewerResponse = z.infer<typeof AddReviewerAnswer>;

export const AdminPaperViewSchema = z.object({
  paperId: z.string(),
  title: z.string(),
  status: PaperStatusSchema,
  reviewer: z.nullable(z.string()),
  reviewerId: z.nullable(z.string()),
  authors: z.array(AuthorDetailsSchema),
  submissionDate: z.string(),
  fileUrl: z.string(),
  reviewPdfPath: z.nullable(z.string()),
});
export type AdminPaperView = z.infer<typeof AdminPaperViewSchema>;

export const GetPapersAnswer = z.object({ papers: z.array(AdminPaperViewSchema) });
export type GetPapersResponse = z.infer<typeof GetPapersAnswer>;

export const AssignedPaperViewSchema = z.object({ paperId: z.string(), title: z.string(), status: PaperStatusSchema, fileUrl: z.string() });
export type AssignedPaperView = z.infer<typeof AssignedPaperViewSchema>;

export const AssignedPapersAnswer = z.object({ papers: z.array(AssignedPaperViewSchema) });
export type AssignedPapersResponse = z.infer<typeof AssignedPapersAnswer>;

export const ReviewerCommentViewSchema = z.object({
  _id: z.string(),
  paperTitle: z.string(),
  reviewerName: z.nullable(z.string()),
  status: PaperStatusSchema,
  pdfPath: z.nullable(z.string()),
  reviewStatus: z.nullable(z.enum([ReviewStatus.Submitted, ReviewStatus.Published])),
});
export type ReviewerCommentView = z.infer<typeof ReviewerCommentViewSchema>;

export const ReviewerCommentsAnswer = z.object({ reviewerComments: z.array(ReviewerCommentViewSchema) });
export type ReviewerCommentsResponse = z.infer<typeof ReviewerCommentsAnswer>;

/** A review as the form reads it back: the answers, the paper, who saved it last and whether it is sent. */
export const ReviewViewSchema = z.extend(ReviewContentSchema, {
  articleId: z.string(),
  articleTitle: z.string(),
  updatedBy: z.string(),
  status: z.enum([ReviewStatus.Submitted, ReviewStatus.Published]),
});
export type ReviewView = z.infer<typeof ReviewViewSchema>;

export const ReviewAnswer = z.object({ success: z.boolean(), review: z.nullable(ReviewViewSchema) });
export type ReviewResponse = z.infer<typeof ReviewAnswer>;

export const DashboardCountsAnswer = z.object({ reviewers: z.number(), authors: z.number(), published: z.number() });
export type DashboardCountsResponse = z.infer<typeof DashboardCountsAnswer>;

export const MonthlyStatsAnswer = z.object({ stats: z.array(z.object({ month: z.number(), year: z.number(), count: z.number() })) });
export type MonthlyStatsResponse = z.infer<typeof MonthlyStatsAnswer>;

/** Papers per status, keyed by the status's label. */
export const StatusCountsAnswer = z.object({ counts: z.record(z.string(), z.number()) });
export type StatusCountsResponse = z.infer<typeof StatusCountsAnswer>;

/** The admin's profile saved: a fresh token, since a changed password ends the old sessions. */
export const AdminProfileAnswer = z.object({ success: z.boolean(), message: z.string(), token: z.string() });
export type AdminProfileResponse = z.infer<typeof AdminProfileAnswer>;
