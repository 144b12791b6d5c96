// The pages of the site that messages link to, written once for the SPA's routes (web/src/config/paths.ts)
// and the server's messages.
export const SitePages = {
  authorLogin: '/authorlogin',
  reviewerLogin: '/reviewerlogin',
  adminLogin: '/adminlogin',
  authorDashboard: '/authordashboard',
  reviewerDashboard: '/reviewer',
  reviewForm: '/reviewform',
  reviewerBidding: '/reviewer/bidding',
  adminAssignment: '/admin/assignment',
  adminComments: '/admin/comments',
  adminEmail: '/admin/email',
  /** The authors' response to one paper's reviews (?paperId=). */
  authorResponse: '/authordashboard/response',
  /** One paper's discussion in the chair's console (?paperId=). */
  adminDiscussion: '/admin/discussion',
  /** The public programme (#sessionId for one session). */
  programme: '/programme',
  /** The treasurer's payments screen. */
  adminPayments: '/admin/payments',
  /** The public page where anyone checks a certificate (/certificates/<code>), or types a code. */
  certificates: '/certificates',
  /** The chair's certificates: issuing, attendance, revoking. */
  adminCertificates: '/admin/certificates',
  /** The chair's reviewer records. */
  adminReviewers: '/admin/reviewers',
  /** Where an account message's link opens: setting a password (?mode=resetPassword) or verifying an address (?mode=verifyEmail). */
  accountAction: '/account/action',
} as const;

/** Each role's sign-in page. */
export const signInPages = { author: SitePages.authorLogin, reviewer: SitePages.reviewerLogin, admin: SitePages.adminLogin } as const;

/** What an account message's link does on the account action page. */
export type AccountActionMode = 'resetPassword' | 'verifyEmail';

/** The account action page for one code that Firebase Authentication made, naming the account's role so the page links its sign-in. */
export function accountActionPage(mode: AccountActionMode, code: string, role?: string): string {
  return `${SitePages.accountAction}?${new URLSearchParams({ mode, oobCode: code, ...(role ? { role } : {}) }).toString()}`;
}

/** A page of the site about one paper (?paperId=), with an optional fragment ("discussion"). */
export function paperPage(page: string, paperId: string, fragment?: string): string {
  return `${page}?${new URLSearchParams({ paperId }).toString()}${fragment ? `#${fragment}` : ''}`;
}

/** The review form of one paper, as a reviewer opens it. */
export function reviewFormPage(paperId: string): string {
  return paperPage(SitePages.reviewForm, paperId);
}

/** The public page that verifies one certificate: printed on it and in its message. */
export function certificatePage(code: string): string {
  return `${SitePages.certificates}/${encodeURIComponent(code)}`;
}
