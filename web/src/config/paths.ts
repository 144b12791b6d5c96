// Every route of the SPA, written once. Spellings follow the product spec (`/confregisration` included).
// The pages that messages link to come from the shared SitePages.
import { SitePages, certificatePage, paperPage, type Role } from '@confsys/domain';

export const paths = {
  home: '/',
  callForPapers: '/callforpapers',
  registrationProcess: '/confregisration',
  conferenceRegistration: '/conference-registration',
  publication: '/publication',
  venue: '/venue',
  committee: '/committee',
  /** The public programme (#sessionId for one session). */
  programme: SitePages.programme,
  accessibility: '/accessibility',
  /** The archived editions, and one's page (its accepted papers and programme). */
  pastEditions: '/editions',
  edition: (editionId: string) => `/editions/${encodeURIComponent(editionId)}`,
  editionRoute: '/editions/:editionId',
  privacy: '/privacy',
  /** Where anyone checks a certificate: by typing its code, or at the address printed on it. */
  certificates: SitePages.certificates,
  certificate: certificatePage,
  certificateRoute: `${SitePages.certificates}/:code`,
  /** An invitation to the committee, as its emailed link opens it. */
  invitationRoute: '/invitations/:token',
  paymentForm: '/payment-form',
  authorPayment: (paperId: string) => `/author/payment/${encodeURIComponent(paperId)}`,
  /** The router's pattern of authorPayment. */
  authorPaymentRoute: '/author/payment/:paperId',
  authorLogin: SitePages.authorLogin,
  authorRegistration: '/authorregis',
  authorDashboard: SitePages.authorDashboard,
  authorDashboardFor: (authorId: string) => `/authordashboard/${encodeURIComponent(authorId)}`,
  /** The router's pattern of authorDashboardFor. */
  authorDashboardRoute: '/authordashboard/:authorId',
  submitManuscript: '/submitmanuscript',
  /** Changing a submitted paper. */
  editPaper: (paperId: string) => `/author/papers/${encodeURIComponent(paperId)}/edit`,
  editPaperRoute: '/author/papers/:paperId/edit',
  /** The authors' response to a paper's released reviews (?paperId=). */
  authorResponse: SitePages.authorResponse,
  authorResponseFor: (paperId: string) => paperPage(SitePages.authorResponse, paperId),
  reviewerLogin: SitePages.reviewerLogin,
  reviewerDashboard: SitePages.reviewerDashboard,
  reviewerBidding: SitePages.reviewerBidding,
  reviewForm: SitePages.reviewForm,
  adminLogin: SitePages.adminLogin,
  /** Where an account message's link opens (?mode=resetPassword or verifyEmail, &oobCode=, &role=). */
  accountAction: SitePages.accountAction,
  adminDashboard: '/admindashboard',
  adminDashboardAlt: '/admin/dashboard',
  adminPapers: '/admin/papers',
  adminReviewers: '/admin/reviewers',
  /** Recruiting the committee: capacity, invitations, reminders. */
  adminCommittee: '/admin/committee',
  adminPublication: '/admin/publication',
  adminAssignment: SitePages.adminAssignment,
  adminAudit: '/admin/audit',
  /** The treasurer's payments: verification, rejection, credit notes, payments.csv. */
  adminPayments: SitePages.adminPayments,
  /** The chair's proceedings: camera-ready files, copyright forms, metadata, reminders, the volume and its exports. */
  adminProceedings: '/admin/proceedings',
  /** The chair's programme editor (the public page is SitePages.programme). */
  adminProgramme: '/admin/programme',
  /** The audit log of one paper. */
  adminAuditOf: (paperId: string) => `/admin/audit?target=${encodeURIComponent(`paper:${paperId}`)}`,
  adminProfile: '/admin/profile',
  /** The chair's guide (docs/guide), one page of it under its name. */
  adminGuide: '/admin/guide',
  adminGuideRoute: '/admin/guide/:page',
  /** One section of the Settings screen (app/admin/settingsSections.ts). */
  adminSettings: (section: string) => `/admin/profile?section=${encodeURIComponent(section)}`,
  adminComments: SitePages.adminComments,
  adminEmail: SitePages.adminEmail,
  /** The chair's message to a group: recipients, merge fields, a preview, then sending. */
  adminMailing: '/admin/email/write',
  /** The chair's templates: the conference's messages in their words, and the saved templates. */
  adminMailTemplates: '/admin/email/templates',
  /** The Email screen listing one mailing's messages with their delivery. */
  adminEmailOfMailing: (mailingId: string) => `${SitePages.adminEmail}?${new URLSearchParams({ mailing: mailingId }).toString()}`,
  /** One paper's discussion in the admin layout (?paperId=). */
  adminDiscussion: SitePages.adminDiscussion,
  adminDiscussionFor: (paperId: string) => paperPage(SitePages.adminDiscussion, paperId),
  /** The evaluation form opened by an admin, inside the admin layout (the reviewers' is reviewForm). */
  adminReviewForm: '/admin/reviewform',
  adminLogout: '/admin/logout',
  /** The chair's certificates: issuing with a preview, attendance, the issued list and revoking. */
  adminCertificates: SitePages.adminCertificates,
} as const;

/** Where each role's screens start: the header's "My dashboard" link. */
export const dashboardOf: Record<Role, string> = {
  author: paths.authorDashboard,
  reviewer: paths.reviewerDashboard,
  admin: paths.adminDashboardAlt,
};
