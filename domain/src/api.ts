// The HTTP API's paths and the shapes of the answers the SPA reads, shared by client and server.
import type { ReviewerDoc } from './documents';
import type { Role } from './roles';

export const ApiPaths = {
  healthcheck: '/api/healthcheck',
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

/** Every error answer of the API: a 4xx or 5xx status with a message a person can read. */
export interface ApiError {
  message: string;
  errors?: Record<string, string>;
}

export interface HealthResponse {
  message: string;
  /** In the emulator suite only: the Node.js version the functions run on (tests check it is production's). */
  node?: string;
}

/** Login answers carry a custom token the SPA exchanges for a Firebase session. */
export interface LoginResponse {
  success: boolean;
  message: string;
  token: string;
  role: Role;
}

export interface AuthorLoginResponse extends LoginResponse {
  authorId: string;
}

export interface ReviewerLoginResponse extends LoginResponse {
  reviewer: { name: string; email: string };
}

export interface MessageResponse {
  success?: boolean;
  message: string;
}

export interface SessionResponse {
  uid: string;
  role: Role;
  name: string;
  email: string;
}

/** How long the receipt link issued at registration works; after that the registrant signs in for it. */
export const receiptLinkLifetimeDays = 30;

export interface AuthorRegistrationResponse {
  success: boolean;
  /** Null when the author has not registered for the conference. */
  registration: { registrationNumber: string; createdAt: string; receiptPath: string } | null;
}

export interface ConferenceRegistrationResponse {
  message: string;
  /** Where the receipt PDF can be downloaded for 30 days (a capability URL: no sign-in needed). */
  pdfPath: string;
  registrationNumber: string;
}

export interface SubmitManuscriptResponse {
  success: boolean;
  message: string;
  paperId: string;
}

/** A place where a manuscript's own text names one of its authors. */
export interface IdentityFinding {
  /** Page number, from 1. */
  page: number;
  kind: 'name' | 'email' | 'organization';
  /** What was found, as the author list spells it. */
  text: string;
}

export interface CheckManuscriptResponse {
  success: boolean;
  pages: number;
  findings: IdentityFinding[];
}

export interface PaymentView {
  upiId: string;
  paymentDate: string;
  receiptPath: string;
}

export interface GetPaymentResponse {
  success: boolean;
  payment: PaymentView | null;
}

export interface ManuscriptView {
  paperId: string;
  title: string;
  status: string;
  fileUrl: string;
  comments: string | null;
  payment: PaymentView | null;
  submissionDate: string;
  lastUpdatedOn: string;
}

export interface ManuscriptsByAuthorResponse {
  success: boolean;
  author: { name: string; id: string; email: string };
  manuscripts: ManuscriptView[];
}

/** A reviewer record as the admin's list shows it: the stored record without its creation time. */
export type ReviewerView = Omit<ReviewerDoc, 'createdAt'>;

/** POST /api/admin/addreviewer: `invited` when the address had no account and got a set-password link. */
export interface AddReviewerResponse extends MessageResponse {
  id: string;
  invited: boolean;
}

export interface AdminPaperView {
  paperId: string;
  title: string;
  status: string;
  reviewer: string | null;
  reviewerId: string | null;
  authors: Array<{ name: string; email: string; organization: string; phone: string; gender: string; state: string; country: string }>;
  submissionDate: string;
  fileUrl: string;
  reviewPdfPath: string | null;
}

export interface AssignedPaperView {
  paperId: string;
  title: string;
  status: string;
  fileUrl: string;
}

export interface ReviewerCommentView {
  _id: string;
  paperTitle: string;
  reviewerName: string | null;
  status: string;
  pdfPath: string | null;
  reviewStatus: string | null;
}
